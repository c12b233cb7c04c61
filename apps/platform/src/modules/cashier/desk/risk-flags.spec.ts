import { WITHDRAWAL_RISK_FLAGS } from '@tessera/contract';
import { describe, expect, it } from 'vitest';
import {
  depositFlags,
  withdrawalFlags,
  WITHDRAWAL_RULES,
  type WithdrawalFacts,
} from './risk-flags';

const requested = new Date('2026-11-29T12:00:00Z');
const hoursBefore = (hours: number) => new Date(requested.getTime() - hours * 3_600_000);

/** A withdrawal that raises no flag: seasoned member, old payee, played since its deposit. */
const CLEAN: WithdrawalFacts = {
  amount: 10_000,
  createdAt: requested,
  riskAmount: 50_000,
  earlierWithdrawals: 3,
  newestPayeeAddedAt: hoursBefore(24 * 30),
  turnoverLeft: 0,
  lastDepositAt: hoursBefore(5),
  roundsSinceDeposit: 12,
  accountsSharingIp: 0,
  accountsSharingDevice: 0,
};

describe('the risk flags of the money desk', () => {
  it('raise nothing on a clean withdrawal', () => {
    expect(withdrawalFlags(CLEAN)).toEqual([]);
    expect(depositFlags(CLEAN)).toEqual([]);
  });

  // Each flag: the facts that raise it, and the nearest facts that do not.
  const cases: Record<
    (typeof WITHDRAWAL_RISK_FLAGS)[number],
    { fires: Partial<WithdrawalFacts>; quiet: Partial<WithdrawalFacts>[] }
  > = {
    FIRST_WITHDRAWAL: { fires: { earlierWithdrawals: 0 }, quiet: [{ earlierWithdrawals: 1 }] },
    OVER_THRESHOLD: {
      fires: { amount: 50_001 },
      quiet: [{ amount: 50_000 }, { amount: 10_000_000, riskAmount: null }],
    },
    PAYEE_CHANGED: {
      fires: { newestPayeeAddedAt: hoursBefore(24) },
      quiet: [{ newestPayeeAddedAt: hoursBefore(24.01) }, { newestPayeeAddedAt: null }],
    },
    TURNOVER_UNMET: { fires: { turnoverLeft: 1 }, quiet: [{ turnoverLeft: 0 }] },
    NO_PLAY_SINCE_DEPOSIT: {
      fires: { roundsSinceDeposit: 0 },
      quiet: [{ roundsSinceDeposit: 1 }, { roundsSinceDeposit: 0, lastDepositAt: null }],
    },
    SHARED_IP_OR_DEVICE: {
      fires: { accountsSharingIp: 1 },
      quiet: [{ accountsSharingIp: 0, accountsSharingDevice: 0 }],
    },
  };

  it.each(WITHDRAWAL_RISK_FLAGS)(
    '%s fires on its facts alone, and not on the nearest others',
    (flag) => {
      const { fires, quiet } = cases[flag];
      expect(withdrawalFlags({ ...CLEAN, ...fires })).toEqual([flag]);
      for (const facts of quiet) expect(WITHDRAWAL_RULES[flag]({ ...CLEAN, ...facts })).toBe(false);
    },
  );

  it('has one rule per flag of the contract, in its order', () => {
    expect(Object.keys(WITHDRAWAL_RULES)).toEqual([...WITHDRAWAL_RISK_FLAGS]);
    const all = withdrawalFlags({
      ...CLEAN,
      earlierWithdrawals: 0,
      amount: 60_000,
      newestPayeeAddedAt: hoursBefore(1),
      turnoverLeft: 5,
      roundsSinceDeposit: 0,
      accountsSharingIp: 2,
    });
    expect(all).toEqual([...WITHDRAWAL_RISK_FLAGS]);
  });

  it('flags deposits over the risk amount or from a shared IP', () => {
    const shared = { accountsSharingIp: 1, accountsSharingDevice: 0 };
    expect(depositFlags({ amount: 60_000, riskAmount: 50_000, ...shared })).toEqual([
      'OVER_THRESHOLD',
      'SHARED_IP_OR_DEVICE',
    ]);
    const alone = { accountsSharingIp: 0, accountsSharingDevice: 0 };
    expect(depositFlags({ amount: 60_000, riskAmount: null, ...alone })).toEqual([]);
  });

  it('raises the shared flag on a shared device alone, with no IP in common', () => {
    const facts = { ...CLEAN, accountsSharingIp: 0, accountsSharingDevice: 1 };
    expect(withdrawalFlags(facts)).toEqual(['SHARED_IP_OR_DEVICE']);
    expect(depositFlags({ ...facts, amount: 1, riskAmount: null })).toEqual([
      'SHARED_IP_OR_DEVICE',
    ]);
  });
});
