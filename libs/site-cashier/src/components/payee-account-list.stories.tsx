import type { Meta, StoryObj } from '@storybook/react-vite';
import { PayeeAccountList } from './payee-account-list';

const meta = {
  title: 'Site/Cashier/PayeeAccountList',
  component: PayeeAccountList,
  args: {
    accounts: [
      {
        id: 1,
        kind: 'ewallet',
        provider: 'bKash',
        maskedNumber: '*******5678',
        holderName: 'Lucky Player',
        createdAt: '',
      },
      {
        id: 2,
        kind: 'bank',
        provider: 'Dutch-Bangla Bank',
        maskedNumber: '**********1234',
        holderName: 'Lucky Player',
        createdAt: '',
      },
    ],
    onRemove: () => {},
  },
} satisfies Meta<typeof PayeeAccountList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoAccounts: Story = {};
export const Removing: Story = { args: { removingId: 2 } };
