import type { Meta, StoryObj } from '@storybook/react-vite';
import { TurnoverPanel } from './turnover-panel';

const meta = {
  title: 'Site/Cashier/TurnoverPanel',
  component: TurnoverPanel,
  args: {
    turnover: { required: 300_000, wagered: 120_000, remaining: 180_000 },
    money: (amount: number) => `৳${(amount / 100).toFixed(2)}`,
  },
} satisfies Meta<typeof TurnoverPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PartlyWagered: Story = {};
export const NothingWageredYet: Story = {
  args: { turnover: { required: 300_000, wagered: 0, remaining: 300_000 } },
};
export const AlmostThere: Story = {
  args: { turnover: { required: 300_000, wagered: 299_900, remaining: 100 } },
};
