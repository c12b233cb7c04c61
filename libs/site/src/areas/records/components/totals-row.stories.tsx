import type { Meta, StoryObj } from '@storybook/react-vite';
import { TotalsRow } from '@tessera/site-shared/report/totals-row';

const meta = {
  title: 'Site/Records/TotalsRow',
  component: TotalsRow,
  args: {
    totals: [
      { label: 'Money in', value: '৳5,000.00', tone: 'in' },
      { label: 'Money out', value: '৳1,250.00', tone: 'out' },
    ],
  },
} satisfies Meta<typeof TotalsRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InAndOut: Story = {};
export const StakePayoutNet: Story = {
  args: {
    totals: [
      { label: 'Stake', value: '৳400.00' },
      { label: 'Payout', value: '৳520.00' },
      { label: 'Win/loss', value: '৳120.00', tone: 'in' },
    ],
  },
};
