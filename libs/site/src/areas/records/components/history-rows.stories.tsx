import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@tessera/ui';
import { DepositHistoryRow } from './deposit-history-row';
import { WithdrawalHistoryRow } from './withdrawal-history-row';

const money = (amount: number) => `৳${(amount / 100).toFixed(2)}`;
const withdrawal = {
  id: 7,
  status: 'paid',
  amount: 20_000,
  currency: 'BDT',
  payee: { kind: 'ewallet', provider: 'bKash', maskedNumber: '*******5678', holderName: 'Lucky' },
  createdAt: '2026-03-05 14:02:11',
  updatedAt: '2026-03-05 15:10:00',
  autoReceiveAt: null,
  confirmation: null,
  settlement: null,
} as const;

const meta = {
  title: 'Site/Records/WithdrawalHistoryRow',
  component: WithdrawalHistoryRow,
  args: { withdrawal, money },
} satisfies Meta<typeof WithdrawalHistoryRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Paid: Story = {};
export const Requested: Story = { args: { withdrawal: { ...withdrawal, status: 'requested' } } };
export const Refunded: Story = {
  args: {
    withdrawal: {
      ...withdrawal,
      status: 'refunded',
      confirmation: { outcome: 'NOT_RECEIVED', by: 'member', at: '2026-03-05T15:20:00.000Z' },
      settlement: { outcome: 'upheld', refundAmount: 20_000, at: '2026-03-06T09:00:00.000Z' },
    },
  },
};
export const ReportClosed: Story = {
  args: {
    withdrawal: {
      ...withdrawal,
      status: 'dismissed',
      confirmation: { outcome: 'PARTLY_RECEIVED', by: 'member', at: '2026-03-05T15:20:00.000Z' },
      settlement: { outcome: 'dismissed', refundAmount: null, at: '2026-03-06T09:00:00.000Z' },
    },
  },
};
export const WithAnAction: Story = {
  args: { actions: <Button variant="secondary">Confirm</Button> },
};
export const Deposit: Story = {
  render: () => (
    <DepositHistoryRow
      money={money}
      deposit={{
        id: 31,
        methodId: 1,
        status: 'approved',
        amount: 50_000,
        currency: 'BDT',
        instructions: {},
        createdAt: '2026-03-05 14:02:11',
      }}
    />
  ),
};
