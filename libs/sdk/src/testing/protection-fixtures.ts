import type { LossLimits, PlaySession, Protection, ProtectionBlock } from '@tessera/contract';

/** A daily limit in force with a raise waiting, nothing weekly, a monthly limit. */
export const lossLimits: LossLimits = {
  daily: {
    amount: 50_000,
    pending: { amount: 80_000, from: '2026-03-06T09:00:00.000Z' },
    lost: 12_000,
  },
  weekly: { amount: null, pending: null, lost: 30_000 },
  monthly: { amount: 500_000, pending: null, lost: 90_000 },
};

export const protection: Protection = { lossLimits, realityCheckMinutes: 30 };

/** Signed in 45 minutes ago, down 2,500.00. */
export const playSession: PlaySession = {
  signedInAt: '2026-03-05T08:15:00.000Z',
  elapsedSeconds: 45 * 60,
  netResult: -250_000,
  realityCheckMinutes: 30,
};

export const selfExclusion: ProtectionBlock = {
  kind: 'self_exclusion',
  until: '2026-09-05T09:00:00.000Z',
};
