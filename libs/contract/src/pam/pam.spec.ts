import Value from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { PAM_ERROR_CODES, pamFailure } from './constants';
import {
  PamAddTransactionResponse,
  PamBalanceResponse,
  PamFailure,
  PamSessionResponse,
  PamTransaction,
} from './pam';

describe('PAM API schemas (Valkyrie pam_api.yml 0.6.0)', () => {
  const txn = {
    currency: 'BDT',
    provider: 'Evolution',
    transactionType: 'WITHDRAW',
    cashAmount: 1236.123456,
    bonusAmount: 0,
    promoAmount: 0,
    transactionDateTime: '1994-11-05T13:15:30Z',
    providerTransactionId: '42a9e3d4eddade52363a5c4fac852e80681c2fe5',
  };

  it("accepts the document's transaction with its optional parts", () => {
    expect(Value.Check(PamTransaction, txn)).toBe(true);
    const full = {
      ...txn,
      providerBetRef: 'f1adc846131b33be72df6a0c87e5e5da59dde0ff',
      providerGameId: 'ecf559b11f0',
      providerRoundId: '47d4f7c212464aacf10',
      isGameOver: true,
      promos: [{ promoType: 'FREESPINS', promoAmount: 1.5, currency: 'USD' }],
      jackpots: [{ jackpotId: 'J1', jackpotBuckets: [{ bucketAmount: 2 }] }],
      tip: { tipAmount: 0.5 },
      roundTransactions: [{ providerTransactionId: 'a', isGameOver: false }],
    };
    expect(Value.Check(PamTransaction, full)).toBe(true);
  });

  it.each([
    ['a missing required field', (({ promoAmount: _, ...rest }) => rest)(txn)],
    ['an unknown type', { ...txn, transactionType: 'REFUND' }],
    ['a lower-case currency', { ...txn, currency: 'bdt' }],
    ['an id over 40 characters', { ...txn, providerTransactionId: 'x'.repeat(41) }],
    ['an empty id', { ...txn, providerTransactionId: '' }],
    ['an amount as text', { ...txn, cashAmount: '1.00' }],
    ['a date that is not one', { ...txn, transactionDateTime: 'yesterday' }],
  ])('refuses %s', (_, body) => {
    expect(Value.Check(PamTransaction, body)).toBe(false);
  });

  it('wraps replies as the document does: status, error or entity', () => {
    const session = {
      playerId: '7',
      token: 'a'.repeat(40),
      currency: 'BDT',
      country: 'BD',
      language: 'en',
    };
    expect(Value.Check(PamSessionResponse, { status: 'OK', session })).toBe(true);
    expect(
      Value.Check(PamSessionResponse, { status: 'OK', session: { ...session, token: 'short' } }),
    ).toBe(false);
    const balance = { cashAmount: 1, bonusAmount: 0, promoAmount: 0 };
    expect(Value.Check(PamBalanceResponse, { status: 'OK', balance })).toBe(true);
    const refused = {
      ...pamFailure('PAM_ERR_CASH_OVERDRAFT', 'no'),
      transactionResult: { balance },
    };
    expect(Value.Check(PamAddTransactionResponse, refused)).toBe(true);
    expect(
      Value.Check(PamFailure, { status: 'ERROR', error: { code: 'NOT_A_CODE', message: '' } }),
    ).toBe(false);
    expect(
      Value.Check(PamFailure, {
        status: 'Error',
        error: { code: 'PAM_ERR_UNDEFINED', message: '' },
      }),
    ).toBe(false);
  });

  it("lists the document's 22 error codes", () => {
    expect(PAM_ERROR_CODES).toHaveLength(22);
    for (const code of PAM_ERROR_CODES)
      expect(Value.Check(PamFailure, pamFailure(code, 'why'))).toBe(true);
  });
});
