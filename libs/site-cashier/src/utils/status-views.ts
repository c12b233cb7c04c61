import type { DepositStatus, WithdrawalStatus } from '@tessera/contract';
import type { ParseKeys } from 'i18next';
import type { StatusTone } from '../components/status-chip';

interface StatusView {
  label: ParseKeys;
  tone: StatusTone;
}

/** How each deposit status reads. */
export const DEPOSIT_STATUS: Record<DepositStatus, StatusView> = {
  created: { label: 'cashier.depositCreated', tone: 'waiting' },
  pending: { label: 'cashier.depositPending', tone: 'waiting' },
  approved: { label: 'cashier.depositApproved', tone: 'success' },
  rejected: { label: 'cashier.depositRejected', tone: 'danger' },
  expired: { label: 'cashier.depositExpired', tone: 'neutral' },
};

/** How each withdrawal status reads. */
export const WITHDRAWAL_STATUS: Record<WithdrawalStatus, StatusView> = {
  requested: { label: 'cashier.withdrawalRequested', tone: 'waiting' },
  approved: { label: 'cashier.withdrawalApproved', tone: 'waiting' },
  rejected: { label: 'cashier.withdrawalRejected', tone: 'danger' },
  paid: { label: 'cashier.withdrawalPaid', tone: 'success' },
  received: { label: 'cashier.withdrawalReceived', tone: 'success' },
  disputed: { label: 'cashier.withdrawalDisputed', tone: 'danger' },
  refunded: { label: 'cashier.withdrawalRefunded', tone: 'success' },
  // Closed without a refund: final, neither good news nor an error to act on.
  dismissed: { label: 'cashier.withdrawalDismissed', tone: 'neutral' },
};
