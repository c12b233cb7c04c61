import type { Meta, StoryObj } from '@storybook/react-vite';
import { confirmedWithdrawal, paidWithdrawal } from '@tessera/sdk/testing';
import { WithdrawalConfirmation } from './withdrawal-confirmation';

const meta = {
  title: 'Site/Cashier/WithdrawalConfirmation',
  component: WithdrawalConfirmation,
  args: {
    withdrawal: paidWithdrawal(),
    secondsLeft: 29 * 60 + 59,
    onConfirm: () => {},
    sending: false,
    error: null,
  },
} satisfies Meta<typeof WithdrawalConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AwaitingAnswer: Story = {};
export const Sending: Story = { args: { sending: true } };
export const Received: Story = { args: { withdrawal: confirmedWithdrawal('RECEIVED') } };
export const NotReceived: Story = { args: { withdrawal: confirmedWithdrawal('NOT_RECEIVED') } };
