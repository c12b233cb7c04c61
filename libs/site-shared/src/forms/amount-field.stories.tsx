import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { AmountField } from './amount-field';

const money = (amount: number) => `৳${(amount / 100).toFixed(2)}`;
const toText = (amount: number) => String(amount / 100);

const meta = {
  title: 'Site/Forms/AmountField',
  component: AmountField,
  args: {
    value: '',
    onChange: () => {},
    quick: [10_000, 20_000, 50_000, 100_000, 200_000],
    money,
    toText,
    hint: '৳100.00 to ৳25,000.00',
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return <AmountField {...args} value={value} onChange={setValue} />;
  },
} satisfies Meta<typeof AmountField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const QuickPicked: Story = { args: { value: '500' } };
export const BelowMin: Story = { args: { value: '50', error: 'The smallest amount is ৳100.00.' } };
