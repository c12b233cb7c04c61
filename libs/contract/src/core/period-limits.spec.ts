import Value from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { DepositLimits, DepositLimitsUpdate, MAX_DEPOSIT_AMOUNT } from '../cashier';
import { LossLimits, LossLimitsUpdate, MAX_LOSS_LIMIT } from '../protection';

describe('period limits: one shape, each kind its own figure and largest amount', () => {
  const period = { amount: 5_000, pending: { amount: null, from: '2026-01-02T00:00:00.000Z' } };
  const reply = (figure: string, value: number) => {
    const limit = { ...period, [figure]: value };
    return { daily: limit, weekly: limit, monthly: { ...limit, pending: null, amount: null } };
  };

  it('answers deposit limits with `used` and loss limits with `lost`, never the other', () => {
    expect(Value.Check(DepositLimits, reply('used', 1_200))).toBe(true);
    expect(Value.Check(LossLimits, reply('lost', -300))).toBe(true);
    expect(Value.Check(DepositLimits, reply('lost', 1_200))).toBe(false);
    expect(Value.Check(LossLimits, reply('used', 300))).toBe(false);
  });

  it.each([
    ['deposit', DepositLimitsUpdate, MAX_DEPOSIT_AMOUNT],
    ['loss', LossLimitsUpdate, MAX_LOSS_LIMIT],
  ] as const)(
    'takes a %s limit change of 1 to its max or null, one period at least',
    (_, Update, max) => {
      expect(Value.Check(Update, { daily: 1 })).toBe(true);
      expect(Value.Check(Update, { weekly: max, monthly: null })).toBe(true);
      for (const body of [{}, { daily: 0 }, { daily: max + 1 }, { daily: 1.5 }, { yearly: 5 }])
        expect(Value.Check(Update, body)).toBe(false);
    },
  );
});
