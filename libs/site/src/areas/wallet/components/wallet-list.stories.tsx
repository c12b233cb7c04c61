import type { Meta, StoryObj } from '@storybook/react-vite';
import { WalletList } from './wallet-list';

const taka = (amount: number) => `৳${(amount / 100).toFixed(2)}`;

const meta = {
  title: 'Site/Wallet/WalletList',
  component: WalletList,
  args: {
    wallets: [
      { code: 'MAIN', name: 'Main', balance: 100_000 },
      { code: 'PG', name: 'PG Soft', balance: 0 },
      { code: 'JDB', name: 'JDB', balance: 5_000 },
    ],
    held: 20_000,
    money: taka,
    onAllIn: () => {},
  },
} satisfies Meta<typeof WalletList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithHeldMoney: Story = {};
export const NothingHeld: Story = { args: { held: 0 } };
/** While a move is on its way: "All in" waits. */
export const Moving: Story = { args: { onAllIn: undefined } };
