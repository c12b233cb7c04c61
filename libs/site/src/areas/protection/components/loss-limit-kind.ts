import { type LossLimit, MAX_LOSS_LIMIT } from '@tessera/contract';
import type { PeriodLimitKind } from '@tessera/site-shared/period-limit/period-limit-card';

/** The loss limits' card (issue 13 D): the net loss of the period beside each limit. */
export const LOSS_LIMIT_KIND: PeriodLimitKind<LossLimit> = {
  id: 'loss-limit',
  heading: 'h3',
  max: MAX_LOSS_LIMIT,
  periodName: {
    daily: 'protection.daily',
    weekly: 'protection.weekly',
    monthly: 'protection.monthly',
  },
  texts: {
    now: 'protection.limitNow',
    none: 'protection.limitNone',
    pendingRemoval: 'protection.pendingRemoval',
    pendingChange: 'protection.pendingChange',
    newLimit: 'protection.newLimit',
    save: 'protection.saveLimit',
    remove: 'protection.removeLimit',
  },
  // `lost` is negative after a net win: that reads as a win, never as "loss −1.00".
  progress: ({ lost }, money) => ({
    label: lost < 0 ? 'protection.wonSoFar' : 'protection.lostSoFar',
    amount: money(Math.abs(lost)),
  }),
  invalid: (t) => t('protection.amountInvalid'),
  formatsFrom: true,
};
