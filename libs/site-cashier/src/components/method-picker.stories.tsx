import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MethodPicker } from './method-picker';

const money = (amount: number) =>
  `৳${(amount / 100).toLocaleString('en', { minimumFractionDigits: 2 })}`;
const base = { currency: 'BDT', min: 10_000, max: 2_500_000, fee: 0, order: 1, logo: '' };

const meta = {
  title: 'Site/Cashier/MethodPicker',
  component: MethodPicker,
  args: {
    methods: [
      { ...base, id: 1, name: 'bKash', kind: 'redirect' },
      { ...base, id: 2, name: 'Nagad', kind: 'qr', fee: 500, order: 2 },
      { ...base, id: 3, name: 'Bank transfer', kind: 'bank', min: 50_000, order: 3 },
    ],
    selectedId: 1,
    onSelect: () => {},
    money,
  },
  render: function Render(args) {
    const [selected, setSelected] = useState(args.selectedId);
    return <MethodPicker {...args} selectedId={selected} onSelect={setSelected} />;
  },
} satisfies Meta<typeof MethodPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeMethods: Story = {};
export const NoneChosen: Story = { args: { selectedId: null } };
