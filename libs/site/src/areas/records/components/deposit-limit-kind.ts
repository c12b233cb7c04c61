import { type DepositLimit, MAX_DEPOSIT_AMOUNT } from '@tessera/contract';
import { amountMessage } from '@tessera/site-shared/forms/amount-message';
import type { PeriodLimitKind } from '@tessera/site-shared/period-limit/period-limit-card';
import { LIMIT_PERIOD_NAME } from '@tessera/site-cashier';

/** The deposit limits' card (UKGC RTS 12): the deposits so far beside each limit. */
export const DEPOSIT_LIMIT_KIND: PeriodLimitKind<DepositLimit> = {
  id: 'limit',
  heading: 'h2',
  max: MAX_DEPOSIT_AMOUNT,
  periodName: LIMIT_PERIOD_NAME,
  texts: {
    now: 'records.limitNow',
    none: 'records.limitNone',
    pendingRemoval: 'records.limitPendingRemoval',
    pendingChange: 'records.limitPendingChange',
    newLimit: 'records.newLimit',
    save: 'records.saveLimit',
    remove: 'records.removeLimit',
  },
  progress: (limit, money) => ({ label: 'records.limitUsed', amount: money(limit.used) }),
  invalid: amountMessage,
  formatsFrom: false,
};
