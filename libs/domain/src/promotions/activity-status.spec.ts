import type { ActivityStatus, EntryStatus, PromotionFlow } from '@tessera/contract';
import { describe, expect, it } from 'vitest';
import {
  activityStatus,
  canAct,
  promotionPeriod,
  rewardAmount,
  type ActivityFacts,
} from './activity-status';

const now = new Date('2026-11-24T10:00:00Z');
const before = new Date('2026-11-01T00:00:00Z');
const after = new Date('2026-12-01T00:00:00Z');
const base: ActivityFacts = {
  flow: 'CLAIM',
  startsAt: before,
  endsAt: after,
  enabled: true,
  entry: null,
  eligible: true,
};

describe('activityStatus', () => {
  const cases: [string, Partial<ActivityFacts>, ActivityStatus][] = [
    ['not started', { startsAt: after }, 'comingSoon'],
    ['ended', { endsAt: before }, 'close'],
    ['ending exactly now', { endsAt: now }, 'close'],
    ['switched off', { enabled: false }, 'close'],
    ['no end date', { endsAt: null }, 'claim'],
    ['a claim whose rules are met', {}, 'claim'],
    ['a claim whose rules are not met', { eligible: false }, 'process'],
    ['a visitor (rules unknown)', { eligible: null }, 'claim'],
    ['an application whose rules are met', { flow: 'APPLY' }, 'claim'],
    ['an application whose rules are not met', { flow: 'APPLY', eligible: false }, 'process'],
    ['a deposit promotion', { flow: 'JOIN', eligible: false }, 'join'],
    ['joined', { flow: 'JOIN', entry: 'joined' }, 'joined'],
    ['joined, then ended', { flow: 'JOIN', entry: 'joined', endsAt: before }, 'close'],
    ['applying', { flow: 'APPLY', entry: 'applying' }, 'applying'],
    ['rejected', { flow: 'APPLY', entry: 'rejected' }, 'rejected'],
    ['issued', { entry: 'issued', endsAt: before }, 'issued'],
    ['claimed', { entry: 'claimed', enabled: false }, 'claimed'],
  ];
  it.each(cases)('%s', (_, facts, status) => {
    expect(activityStatus({ ...base, ...facts }, now)).toBe(status);
  });

  it('offers a button only for join and claim', () => {
    const flows: PromotionFlow[] = ['CLAIM', 'JOIN', 'APPLY'];
    const entries: (EntryStatus | null)[] = [null, 'joined', 'applying', 'issued', 'claimed'];
    for (const flow of flows)
      for (const entry of entries) {
        const status = activityStatus({ ...base, flow, entry }, now);
        expect(canAct(status), `${flow} ${entry}`).toBe(status === 'join' || status === 'claim');
      }
  });
});

describe('promotionPeriod', () => {
  it('is once, or the day in the merchant’s zone', () => {
    expect(promotionPeriod('ONCE', 'Asia/Dhaka', now)).toBe('once');
    // 20:30 UTC is the next day in Dhaka (UTC+6).
    expect(promotionPeriod('DAILY', 'Asia/Dhaka', new Date('2026-11-24T20:30:00Z'))).toBe(
      '2026-11-25',
    );
    expect(promotionPeriod('DAILY', 'UTC', new Date('2026-11-24T20:30:00Z'))).toBe('2026-11-24');
  });
});

describe('rewardAmount', () => {
  const percent = {
    kind: 'PERCENT',
    amount: 0,
    percentBp: 10_000,
    cap: 1_000_000,
    turnoverMultiple: 5,
  } as const;
  it.each([
    ['fixed', { ...percent, kind: 'FIXED', amount: 50_000 } as const, 123, 50_000],
    ['100% of a deposit', percent, 70_000, 70_000],
    ['capped', percent, 5_000_000, 1_000_000],
    ['rounded down', { ...percent, percentBp: 333 }, 1_001, 33],
    ['uncapped', { ...percent, cap: null }, 5_000_000, 5_000_000],
    ['no deposit', percent, null, 0],
    [
      'past 2^53 on the way',
      { ...percent, cap: null, percentBp: 100_000 },
      900_000_000_000_000,
      9_000_000_000_000_000,
    ],
  ] as const)('%s', (_, reward, deposit, expected) => {
    expect(rewardAmount(reward, deposit)).toBe(expected);
  });
});
