import { describe, expect, it } from 'vitest';
import { cadenceOf, closedPeriods, periodAt } from './contract-periods';
import { maxRate, tierReached, tiersProblem, withinCeiling } from './contract-tiers';
import { grossDividend, settle, share } from './settlement-maths';

const tier = (rate: number, validBet = 0, activeMembers = 0, profitLoss = 0) => ({
  rate,
  validBet,
  activeMembers,
  profitLoss,
});
const iso = (period: { start: Date; end: Date }) => [
  period.start.toISOString(),
  period.end.toISOString(),
];

describe('contract tiers', () => {
  const tiers = [tier(100, 0, 1), tier(200, 100_000, 3), tier(300, 500_000, 5)];

  it('applies the highest tier whose every threshold is reached', () => {
    expect(tierReached(tiers, { activeMembers: 0, validBet: 1e9, profitLoss: 0 })).toBeNull();
    expect(tierReached(tiers, { activeMembers: 4, validBet: 100_000, profitLoss: 0 })).toBe(1);
    expect(tierReached(tiers, { activeMembers: 4, validBet: 900_000, profitLoss: 0 })).toBe(1);
    expect(tierReached(tiers, { activeMembers: 9, validBet: 900_000, profitLoss: 0 })).toBe(2);
    expect(maxRate(tiers)).toBe(300);
  });

  it('pays a loss-rate tier only when the team lost that share of its valid bet', () => {
    // 5 % at a loss of at least 3 % of valid bet; 1 % without.
    const byLossRate = [tier(100), { ...tier(500), lossRate: 300 }];
    expect(
      tierReached(byLossRate, { activeMembers: 1, validBet: 100_000, profitLoss: 3_000 }),
    ).toBe(1);
    expect(
      tierReached(byLossRate, { activeMembers: 1, validBet: 100_000, profitLoss: 2_999 }),
    ).toBe(0);
    expect(tierReached(byLossRate, { activeMembers: 1, validBet: 0, profitLoss: 0 })).toBe(0);
    // Exact where doubles are not: 10^15 of valid bet times the basis.
    const huge = 1_000_000_000_000_000;
    expect(
      tierReached(byLossRate, { activeMembers: 1, validBet: huge, profitLoss: huge * 0.03 }),
    ).toBe(1);
    expect(
      tierReached(byLossRate, { activeMembers: 1, validBet: huge, profitLoss: huge * 0.03 - 1 }),
    ).toBe(0);
    expect(tiersProblem('DIVIDEND', [{ ...tier(100), lossRate: 300 }, tier(200)])).toBe(
      'not-rising',
    );
  });

  it('refuses tiers that do not rise, and profit thresholds on a salary', () => {
    expect(tiersProblem('DAILY_SALARY', tiers)).toBeNull();
    expect(tiersProblem('DAILY_SALARY', [])).toBe('empty');
    expect(tiersProblem('DAILY_SALARY', [tier(200), tier(200)])).toBe('not-rising');
    expect(tiersProblem('DAILY_SALARY', [tier(100, 500), tier(200, 400)])).toBe('not-rising');
    expect(tiersProblem('HOUR_SALARY', [tier(100, 0, 0, 5)])).toBe('salary-profit-threshold');
    expect(tiersProblem('DIVIDEND', [tier(100, 0, 0, 5), tier(200, 0, 0, 9)])).toBeNull();
  });

  it("keeps a downline's rate at or under its upline's", () => {
    expect(withinCeiling([tier(300)], [tier(100), tier(300)])).toBe(true);
    expect(withinCeiling([tier(301)], [tier(300)])).toBe(false);
    expect(withinCeiling([tier(1)], null)).toBe(false);
    expect(withinCeiling([tier(9_000)], 'house')).toBe(true);
  });
});

describe('settlement maths', () => {
  it('pays a salary as a rate of valid bet, rounded down to a minor unit', () => {
    expect(share(123_457, 150)).toBe(1_851); // 1851.855
    const figures = { activeMembers: 3, validBet: 123_457, profitLoss: -50_000 };
    expect(settle('DAILY_SALARY', [tier(100), tier(150, 100_000)], figures)).toEqual({
      tier: 1,
      rate: 150,
      downlineShare: 0,
      amount: 1_851,
    });
    expect(settle('REALTIME_SALARY', [tier(100, 200_000)], figures).amount).toBe(0);
  });

  it("pays a dividend on the team's loss minus the downlines' part, never below zero", () => {
    const tiers = [tier(1_000), tier(3_000, 0, 0, 100_000)];
    const figures = { activeMembers: 2, validBet: 1_000_000, profitLoss: 200_000 };
    expect(grossDividend(tiers, figures)).toBe(60_000);
    expect(settle('DIVIDEND', tiers, figures, 25_000)).toEqual({
      tier: 1,
      rate: 3_000,
      downlineShare: 25_000,
      amount: 35_000,
    });
    expect(settle('DIVIDEND', tiers, figures, 90_000).amount).toBe(0);
    expect(settle('DIVIDEND', tiers, { ...figures, profitLoss: -10 }).amount).toBe(0);
  });
});

describe('settlement periods', () => {
  const dhaka = 'Asia/Dhaka'; // UTC+6
  const at = new Date('2026-11-24T19:07:00Z'); // 01:07 on Wednesday 25 November in Dhaka

  it("cuts days, weeks, half months and months at the merchant's midnight", () => {
    expect(iso(periodAt('D', dhaka, at))).toEqual([
      '2026-11-24T18:00:00.000Z',
      '2026-11-25T18:00:00.000Z',
    ]);
    expect(iso(periodAt('W', dhaka, at))).toEqual([
      '2026-11-22T18:00:00.000Z', // Monday 23rd
      '2026-11-29T18:00:00.000Z',
    ]);
    expect(iso(periodAt('H', dhaka, at))).toEqual([
      '2026-11-15T18:00:00.000Z', // the 16th
      '2026-11-30T18:00:00.000Z', // to the end of November
    ]);
    expect(iso(periodAt('H', dhaka, new Date('2026-02-10T00:00:00Z')))).toEqual([
      '2026-01-31T18:00:00.000Z', // 1 February
      '2026-02-15T18:00:00.000Z', // to the 16th
    ]);
    expect(iso(periodAt('M', dhaka, new Date('2026-12-31T20:00:00Z')))).toEqual([
      '2026-12-31T18:00:00.000Z', // already January in Dhaka
      '2027-01-31T18:00:00.000Z',
    ]);
  });

  it('cuts hours at the local hour and real time every five minutes', () => {
    const kolkata = 'Asia/Kolkata'; // UTC+5:30
    expect(iso(periodAt('HOUR', kolkata, at))).toEqual([
      '2026-11-24T18:30:00.000Z',
      '2026-11-24T19:30:00.000Z',
    ]);
    expect(iso(periodAt('FIVE_MINUTES', dhaka, at))).toEqual([
      '2026-11-24T19:05:00.000Z',
      '2026-11-24T19:10:00.000Z',
    ]);
  });

  it('keeps days whole across a daylight-saving change', () => {
    const day = periodAt('D', 'America/New_York', new Date('2026-03-08T12:00:00Z'));
    expect(iso(day)).toEqual(['2026-03-08T05:00:00.000Z', '2026-03-09T04:00:00.000Z']);
  });

  it('lists the periods closed since a time, oldest first', () => {
    const since = new Date('2026-11-24T17:00:00Z');
    const closed = closedPeriods('D', dhaka, since, new Date('2026-11-25T18:00:00Z'));
    expect(closed.map((p) => p.start.toISOString())).toEqual([
      '2026-11-23T18:00:00.000Z',
      '2026-11-24T18:00:00.000Z',
    ]);
    expect(
      closedPeriods('FIVE_MINUTES', dhaka, since, new Date('2026-11-24T17:10:00Z')),
    ).toHaveLength(2);
    expect(cadenceOf('DIVIDEND', 'W')).toBe('W');
    expect(cadenceOf('HOUR_SALARY', 'M')).toBe('HOUR');
  });
});
