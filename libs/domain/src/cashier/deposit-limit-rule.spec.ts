import { describe, expect, it } from 'vitest';
import { changeLimit, limitAt, type LimitState } from './deposit-limit-rule';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const now = new Date('2026-05-01T10:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);
const none: LimitState = { amount: null, pending: null };

describe('deposit limit changes', () => {
  it('applies a first limit and a decrease at once', () => {
    const first = changeLimit(none, 50_000, now, DAY);
    expect(first).toEqual({ amount: 50_000, pending: null });
    expect(changeLimit(first, 20_000, now, DAY)).toEqual({ amount: 20_000, pending: null });
    expect(changeLimit(first, 50_000, now, DAY)).toEqual({ amount: 50_000, pending: null });
  });

  it('makes an increase or a removal wait, then applies it', () => {
    const set: LimitState = { amount: 50_000, pending: null };
    const raised = changeLimit(set, 80_000, now, DAY);
    expect(raised).toEqual({ amount: 50_000, pending: { amount: 80_000, from: later(DAY) } });
    expect(limitAt(raised, later(DAY - 1)).amount).toBe(50_000);
    expect(limitAt(raised, later(DAY))).toEqual({ amount: 80_000, pending: null });
    const removed = changeLimit(set, null, now, DAY);
    expect(removed).toEqual({ amount: 50_000, pending: { amount: null, from: later(DAY) } });
    expect(limitAt(removed, later(DAY))).toEqual(none);
  });

  it('keeps the waiting time when the same change is asked again, restarts it for another', () => {
    const raised = changeLimit({ amount: 50_000, pending: null }, 80_000, now, DAY);
    expect(changeLimit(raised, 80_000, later(HOUR), DAY)).toEqual(raised);
    expect(changeLimit(raised, 90_000, later(HOUR), DAY)).toEqual({
      amount: 50_000,
      pending: { amount: 90_000, from: later(HOUR + DAY) },
    });
  });

  it('lets a decrease cancel a waiting increase, and compares with the limit in force', () => {
    const raised: LimitState = { amount: 50_000, pending: { amount: 80_000, from: later(DAY) } };
    expect(changeLimit(raised, 30_000, now, DAY)).toEqual({ amount: 30_000, pending: null });
    // Once the raise is in force, 60,000 is a decrease from 80,000.
    expect(changeLimit(raised, 60_000, later(DAY), DAY)).toEqual({ amount: 60_000, pending: null });
    expect(changeLimit(none, null, now, DAY)).toEqual(none);
  });
});
