import Value from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { MAX_STAKE, MAX_WALLET_AMOUNT } from './constants';
import { CrashBetRequest, SpinRequest } from './play';
import { WalletCancel, WalletCredit, WalletDebit, WalletTransaction } from './wallet';

describe('sandbox wallet', () => {
  const debit = { txnId: 'tx:1', roundId: 'round.1', amount: 100 };

  it('accepts a debit, a zero credit and a cancel', () => {
    expect(Value.Check(WalletDebit, debit)).toBe(true);
    expect(Value.Check(WalletCredit, { ...debit, amount: 0 })).toBe(true);
    expect(Value.Check(WalletCancel, { txnId: 'tx:2', roundId: 'round.1', refTxnId: 'tx:1' })).toBe(
      true,
    );
  });

  it.each([
    ['a zero debit', { ...debit, amount: 0 }],
    ['a fractional amount', { ...debit, amount: 1.5 }],
    ['an amount over the maximum', { ...debit, amount: MAX_WALLET_AMOUNT + 1 }],
    ['an id with a space', { ...debit, txnId: 'tx 1' }],
    ['an id over 80 characters', { ...debit, txnId: 't'.repeat(81) }],
  ])('refuses %s', (_, body) => {
    expect(Value.Check(WalletDebit, body)).toBe(false);
  });

  it('answers a transaction whose ledger entry may be null', () => {
    const txn = {
      txnId: 'tx:1',
      roundId: 'r',
      kind: 'DEBIT',
      amount: 100,
      balanceAfter: 900,
      ledgerEntryId: null,
    };
    expect(Value.Check(WalletTransaction, txn)).toBe(true);
    expect(Value.Check(WalletTransaction, { ...txn, ledgerEntryId: 'x' })).toBe(false);
  });
});

describe('sandbox play', () => {
  it('keeps stakes within bounds', () => {
    expect(Value.Check(SpinRequest, { stake: 100 })).toBe(true);
    expect(Value.Check(SpinRequest, { stake: 0 })).toBe(false);
    expect(Value.Check(SpinRequest, { stake: MAX_STAKE + 1 })).toBe(false);
  });

  it('keeps a crash cash-out between 1.01x and 1000x, with a plain client seed', () => {
    const bet = { roundId: 'crash:1', stake: 100, cashout: 150, clientSeed: 'lucky_7' };
    expect(Value.Check(CrashBetRequest, bet)).toBe(true);
    expect(Value.Check(CrashBetRequest, { ...bet, cashout: 100 })).toBe(false);
    expect(Value.Check(CrashBetRequest, { ...bet, cashout: 100_001 })).toBe(false);
    expect(Value.Check(CrashBetRequest, { ...bet, clientSeed: 'a b' })).toBe(false);
  });
});
