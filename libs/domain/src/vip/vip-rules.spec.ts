import type { VipLevel } from '@tessera/contract';
import { describe, expect, it } from 'vitest';
import { isValidLevelTable, rebateAmount, reachedLevel } from './vip-rules';

const rates = { LIVE: 0, LOTTERY: 0, PVP: 0, SLOTS: 0, SPORTS: 0 };
const level = (n: number, deposit: number, turnover: number): VipLevel => ({
  level: n,
  name: `L${n}`,
  depositThreshold: deposit,
  turnoverThreshold: turnover,
  rebate: rates,
  withdrawalMax: null,
  upgradeBonus: 0,
  birthdayBonus: 0,
});
const table = [level(0, 0, 0), level(1, 100, 500), level(2, 1_000, 5_000)];

describe('reachedLevel', () => {
  it.each([
    [{ deposits: 0, turnover: 0 }, 0],
    [{ deposits: 100, turnover: 499 }, 0],
    [{ deposits: 99, turnover: 10_000 }, 0],
    [{ deposits: 100, turnover: 500 }, 1],
    [{ deposits: 5_000, turnover: 4_999 }, 1],
    [{ deposits: 1_000, turnover: 5_000 }, 2],
  ])('%o reaches level %d (both thresholds needed)', (progress, reached) => {
    expect(reachedLevel(table, progress)).toBe(reached);
  });
});

describe('isValidLevelTable', () => {
  it('takes levels 0, 1, 2 … with level 0 free and thresholds that never fall', () => {
    expect(isValidLevelTable(table)).toBe(true);
    expect(isValidLevelTable([])).toBe(false);
    expect(isValidLevelTable([level(0, 1, 0)])).toBe(false);
    expect(isValidLevelTable([level(0, 0, 0), level(2, 1, 1)])).toBe(false);
    expect(isValidLevelTable([level(0, 0, 0), level(1, 100, 500), level(2, 99, 5_000)])).toBe(
      false,
    );
  });
});

describe('rebateAmount', () => {
  it.each([
    [100_000, 40, 400],
    [99, 40, 0],
    [0, 40, 0],
    [100_000, 0, 0],
    [Number.MAX_SAFE_INTEGER, 1_000, Math.floor(Number.MAX_SAFE_INTEGER / 10)],
  ])('%d at %d bp pays %d', (bet, bp, amount) => {
    expect(rebateAmount(bet, bp)).toBe(amount);
  });
});
