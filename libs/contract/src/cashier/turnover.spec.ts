import Value from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { memberTurnoverPath } from '../operator/paths';
import { BalanceAdjustmentRequest } from '../wallet/wallets';
import { TurnoverRequirementParams, TurnoverWaiver } from './turnover';
import { WithdrawalOverview } from './withdrawal-overview';

describe('turnover', () => {
  const credit = { amount: 10_000, reasonCode: 'bonus', reason: 'Bonus', requestId: 'bonus-0001' };

  it('asks a credit for a reason code, and lets it carry a positive whole turnover requirement', () => {
    expect(Value.Check(BalanceAdjustmentRequest, credit)).toBe(true);
    expect(Value.Check(BalanceAdjustmentRequest, { ...credit, turnoverRequired: 50_000 })).toBe(
      true,
    );
    expect(Value.Check(BalanceAdjustmentRequest, { ...credit, reasonCode: undefined })).toBe(false);
    for (const turnoverRequired of [0, -1, 1.5, 1e13, '500'])
      expect(Value.Check(BalanceAdjustmentRequest, { ...credit, turnoverRequired })).toBe(false);
  });

  it('asks a waiver for a visible reason and numeric ids', () => {
    expect(Value.Check(TurnoverWaiver, { reason: 'Goodwill' })).toBe(true);
    expect(Value.Check(TurnoverWaiver, { reason: '   ' })).toBe(false);
    expect(Value.Check(TurnoverRequirementParams, { id: '7', requirementId: '0' })).toBe(false);
    expect(memberTurnoverPath(7)).toBe('/ops/members/7/turnover');
    expect(memberTurnoverPath(7, 3)).toBe('/ops/members/7/turnover/3/waiver');
  });

  it('describes the withdrawal overview, limits and lock nullable', () => {
    const overview = {
      passwordSet: true,
      passwordTriesLeft: 5,
      passwordLockedUntil: null,
      limits: null,
      available: 0,
      inGames: 0,
      turnover: { required: 0, wagered: 0, remaining: 0 },
    };
    expect(Value.Check(WithdrawalOverview, overview)).toBe(true);
    expect(Value.Check(WithdrawalOverview, { ...overview, turnover: undefined })).toBe(false);
  });
});
