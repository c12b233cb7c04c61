import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { BothThemes } from '../storybook';
import { Select } from './select';

const wallets = [
  { value: 'bkash', label: 'bKash' },
  { value: 'nagad', label: 'Nagad' },
  { value: 'rocket', label: 'Rocket (maintenance)', disabled: true },
];

const meta = {
  title: 'Kit/Select',
  component: Select,
  args: { label: 'Wallet', options: wallets, placeholder: 'Choose a wallet' },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithValue: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('nagad');
    return <Select {...args} value={value} onChange={(event) => setValue(event.target.value)} />;
  },
};
export const WithHint: Story = { args: { hint: 'Withdrawals are paid to this wallet.' } };
export const Required: Story = { args: { required: true } };
export const Error: Story = { args: { error: 'Choose a wallet.' } };
export const Disabled: Story = { args: { defaultValue: 'bkash', disabled: true } };

export const BothThemesAllStates: Story = {
  render: (args) => (
    <BothThemes>
      <Select {...args} />
      <Select {...args} defaultValue="nagad" hint="Withdrawals are paid to this wallet." />
      <Select {...args} required error="Choose a wallet." />
      <Select {...args} defaultValue="bkash" disabled />
    </BothThemes>
  ),
};
