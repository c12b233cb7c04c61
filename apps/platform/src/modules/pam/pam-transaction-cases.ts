import type { PamErrorCode, PamTransaction } from '@tessera/contract';
import { TEST_GAMES } from '../../testing/sandbox';

/** One transaction of a case: what is sent, the code it gets and how the cash balance moves. */
export interface Step {
  txn: Partial<PamTransaction> & Pick<PamTransaction, 'transactionType' | 'providerTransactionId'>;
  code: 'OK' | PamErrorCode;
  /** Change of the balance in minor units (0 when omitted). */
  moves?: number;
  /** HTTP status (200 when omitted: the document answers business refusals with 200). */
  http?: number;
}

export const W = 'WITHDRAW';
export const D = 'DEPOSIT';
const C = 'CANCEL';

/**
 * Every rule and error code of POST /players/{playerId}/transactions, as cases of steps on one
 * player (agent1, 5,000.00 BDT). Ids are made unique per case, so cases are independent.
 */
export const CASES: [string, Step[]][] = [
  [
    'a withdraw stakes cash; its retry answers OK and books nothing',
    [
      {
        txn: {
          transactionType: W,
          providerTransactionId: 'w',
          providerRoundId: 'r',
          cashAmount: 12.5,
        },
        code: 'OK',
        moves: -1250,
      },
      {
        txn: {
          transactionType: W,
          providerTransactionId: 'w',
          providerRoundId: 'r',
          cashAmount: 12.5,
        },
        code: 'OK',
      },
    ],
  ],
  [
    'a withdraw id reused with another amount, round or game is a duplicate',
    [
      {
        txn: {
          transactionType: W,
          providerTransactionId: 'w',
          providerRoundId: 'r',
          cashAmount: 1,
        },
        code: 'OK',
        moves: -100,
      },
      {
        txn: {
          transactionType: W,
          providerTransactionId: 'w',
          providerRoundId: 'r',
          cashAmount: 2,
        },
        code: 'PAM_ERR_DUPLICATE_TRANS',
      },
      {
        txn: {
          transactionType: W,
          providerTransactionId: 'w',
          providerRoundId: 'other',
          cashAmount: 1,
        },
        code: 'PAM_ERR_DUPLICATE_TRANS',
      },
      {
        txn: {
          transactionType: W,
          providerTransactionId: 'w',
          providerRoundId: 'r',
          cashAmount: 1,
          providerGameId: TEST_GAMES.crash.code,
        },
        code: 'PAM_ERR_DUPLICATE_TRANS',
      },
    ],
  ],
  [
    'a withdraw above the cash balance is an overdraft',
    [
      {
        txn: {
          transactionType: W,
          providerTransactionId: 'w',
          providerRoundId: 'r',
          cashAmount: 10_000,
        },
        code: 'PAM_ERR_CASH_OVERDRAFT',
      },
    ],
  ],
  [
    'bonus and promo balances are 0: their withdraws are overdrafts',
    [
      {
        txn: { transactionType: W, providerTransactionId: 'w', cashAmount: 1, bonusAmount: 1 },
        code: 'PAM_ERR_BONUS_OVERDRAFT',
      },
      {
        txn: {
          transactionType: 'PROMOWITHDRAW',
          providerTransactionId: 'p',
          cashAmount: 1,
          promoAmount: 0.01,
        },
        code: 'PAM_ERR_PROMO_OVERDRAFT',
      },
    ],
  ],
  [
    'bonus or promo money alone is an overdraft too, with no cash in the withdraw',
    [
      {
        txn: { transactionType: W, providerTransactionId: 'w', cashAmount: 0, bonusAmount: 0.5 },
        code: 'PAM_ERR_BONUS_OVERDRAFT',
      },
      {
        txn: { transactionType: 'PROMOWITHDRAW', providerTransactionId: 'p', promoAmount: 2 },
        code: 'PAM_ERR_PROMO_OVERDRAFT',
      },
    ],
  ],
  [
    'money paid into bonus or promo balances is refused until they are kept',
    [
      {
        txn: {
          transactionType: W,
          providerTransactionId: 'w',
          providerRoundId: 'r',
          cashAmount: 1,
        },
        code: 'OK',
        moves: -100,
      },
      {
        txn: {
          transactionType: D,
          providerTransactionId: 'd',
          providerRoundId: 'r',
          cashAmount: 1,
          bonusAmount: 1,
        },
        code: 'PAM_ERR_UNDEFINED',
      },
      {
        txn: { transactionType: 'PROMODEPOSIT', providerTransactionId: 'p', promoAmount: 1 },
        code: 'PAM_ERR_UNDEFINED',
      },
    ],
  ],
  [
    'a zero-cash withdraw (a free round) answers OK and moves nothing; its deposit settles it',
    [
      {
        txn: { transactionType: W, providerTransactionId: 'w', providerRoundId: 'r' },
        code: 'OK',
      },
      {
        txn: { transactionType: W, providerTransactionId: 'w', providerRoundId: 'r' },
        code: 'OK',
      },
      {
        txn: {
          transactionType: W,
          providerTransactionId: 'w',
          providerRoundId: 'r',
          cashAmount: 1,
        },
        code: 'PAM_ERR_DUPLICATE_TRANS',
      },
      {
        txn: {
          transactionType: D,
          providerTransactionId: 'd',
          providerRoundId: 'r',
          cashAmount: 4,
        },
        code: 'OK',
        moves: 400,
      },
      {
        txn: {
          transactionType: D,
          providerTransactionId: 'd2',
          providerRoundId: 'r',
          cashAmount: 1,
        },
        code: 'PAM_ERR_TRANS_ALREADY_SETTLED',
      },
    ],
  ],
  [
    'a zero-cash withdraw cancelled closes its round, refunding nothing, once',
    [
      {
        txn: { transactionType: W, providerTransactionId: 'w', providerRoundId: 'r' },
        code: 'OK',
      },
      {
        txn: { transactionType: C, providerTransactionId: 'c', providerBetRef: 'w' },
        code: 'OK',
      },
      {
        txn: { transactionType: C, providerTransactionId: 'c2', providerBetRef: 'w' },
        code: 'PAM_ERR_TRANS_ALREADY_CANCELLED',
      },
      {
        txn: {
          transactionType: D,
          providerTransactionId: 'd',
          providerRoundId: 'r',
          cashAmount: 1,
        },
        code: 'PAM_ERR_TRANS_ALREADY_CANCELLED',
      },
    ],
  ],
  [
    'negative amounts are negative stakes, in any type',
    [
      {
        txn: { transactionType: W, providerTransactionId: 'w', cashAmount: -1 },
        code: 'PAM_ERR_NEGATIVE_STAKE',
      },
      {
        txn: { transactionType: D, providerTransactionId: 'd', cashAmount: -0.01 },
        code: 'PAM_ERR_NEGATIVE_STAKE',
      },
      {
        txn: { transactionType: W, providerTransactionId: 'w2', cashAmount: 1, bonusAmount: -1 },
        code: 'PAM_ERR_NEGATIVE_STAKE',
      },
    ],
  ],
  [
    "another currency than the session's is refused",
    [
      {
        txn: { transactionType: W, providerTransactionId: 'w', cashAmount: 1, currency: 'USD' },
        code: 'PAM_ERR_TRANS_CURRENCY',
      },
    ],
  ],
  [
    'an amount that does not convert exactly to minor units is an invalid request',
    [
      {
        txn: { transactionType: W, providerTransactionId: 'w', cashAmount: 1.005 },
        code: 'PAM_ERR_UNDEFINED',
        http: 400,
      },
      {
        txn: { transactionType: W, providerTransactionId: 'w', cashAmount: 0.0000001 },
        code: 'PAM_ERR_UNDEFINED',
        http: 400,
      },
      {
        txn: { transactionType: W, providerTransactionId: 'w', cashAmount: 1e300 },
        code: 'PAM_ERR_UNDEFINED',
        http: 400,
      },
      {
        txn: { transactionType: W, providerTransactionId: 'w', cashAmount: 0.1 },
        code: 'OK',
        moves: -10,
      },
    ],
  ],
  [
    'a game the vendor does not have is not found',
    [
      {
        txn: {
          transactionType: W,
          providerTransactionId: 'w',
          cashAmount: 1,
          providerGameId: 'NO_SUCH_GAME',
        },
        code: 'PAM_ERR_GAME_NOT_FOUND',
      },
    ],
  ],
  [
    'a deposit without its round is not found',
    [
      {
        txn: {
          transactionType: D,
          providerTransactionId: 'd',
          providerRoundId: 'none',
          cashAmount: 1,
        },
        code: 'PAM_ERR_TRANS_NOT_FOUND',
      },
      {
        txn: { transactionType: D, providerTransactionId: 'd2', cashAmount: 1 },
        code: 'PAM_ERR_TRANS_NOT_FOUND',
      },
    ],
  ],
  [
    'a deposit settles the round; another deposit on it is refused, a retry answers OK',
    [
      {
        txn: {
          transactionType: W,
          providerTransactionId: 'w',
          providerRoundId: 'r',
          cashAmount: 10,
        },
        code: 'OK',
        moves: -1000,
      },
      {
        txn: {
          transactionType: D,
          providerTransactionId: 'd',
          providerRoundId: 'r',
          cashAmount: 25.75,
        },
        code: 'OK',
        moves: 2575,
      },
      {
        txn: {
          transactionType: D,
          providerTransactionId: 'd2',
          providerRoundId: 'r',
          cashAmount: 1,
        },
        code: 'PAM_ERR_TRANS_ALREADY_SETTLED',
      },
      {
        txn: {
          transactionType: D,
          providerTransactionId: 'd',
          providerRoundId: 'r',
          cashAmount: 25.75,
        },
        code: 'OK',
      },
      {
        txn: {
          transactionType: D,
          providerTransactionId: 'd',
          providerRoundId: 'r',
          cashAmount: 30,
        },
        code: 'PAM_ERR_DUPLICATE_TRANS',
      },
    ],
  ],
  [
    'deposits with isGameOver false keep the round open for more',
    [
      {
        txn: {
          transactionType: W,
          providerTransactionId: 'w',
          providerRoundId: 'r',
          cashAmount: 1,
        },
        code: 'OK',
        moves: -100,
      },
      {
        txn: {
          transactionType: D,
          providerTransactionId: 'd1',
          providerRoundId: 'r',
          cashAmount: 0.5,
          isGameOver: false,
        },
        code: 'OK',
        moves: 50,
      },
      {
        txn: {
          transactionType: D,
          providerTransactionId: 'd2',
          providerRoundId: 'r',
          cashAmount: 0.25,
          isGameOver: true,
        },
        code: 'OK',
        moves: 25,
      },
      {
        txn: {
          transactionType: D,
          providerTransactionId: 'd3',
          providerRoundId: 'r',
          cashAmount: 0.25,
        },
        code: 'PAM_ERR_TRANS_ALREADY_SETTLED',
      },
    ],
  ],
  [
    'a cancel refunds its withdraw once; a second cancel is refused, its retry answers OK',
    [
      {
        txn: {
          transactionType: W,
          providerTransactionId: 'w',
          providerBetRef: 'bet',
          providerRoundId: 'r',
          cashAmount: 3,
        },
        code: 'OK',
        moves: -300,
      },
      {
        txn: {
          transactionType: C,
          providerTransactionId: 'c',
          providerBetRef: 'bet',
          providerRoundId: 'r',
          cashAmount: 3,
        },
        code: 'OK',
        moves: 300,
      },
      {
        txn: {
          transactionType: C,
          providerTransactionId: 'c2',
          providerBetRef: 'bet',
          providerRoundId: 'r',
          cashAmount: 3,
        },
        code: 'PAM_ERR_TRANS_ALREADY_CANCELLED',
      },
      {
        txn: {
          transactionType: C,
          providerTransactionId: 'c',
          providerBetRef: 'bet',
          providerRoundId: 'r',
          cashAmount: 3,
        },
        code: 'OK',
      },
      {
        txn: {
          transactionType: D,
          providerTransactionId: 'd',
          providerRoundId: 'r',
          cashAmount: 1,
        },
        code: 'PAM_ERR_TRANS_ALREADY_CANCELLED',
      },
    ],
  ],
  [
    "a cancel finds its withdraw by the withdraw's own id too",
    [
      {
        txn: {
          transactionType: W,
          providerTransactionId: 'w',
          providerRoundId: 'r',
          cashAmount: 2,
        },
        code: 'OK',
        moves: -200,
      },
      {
        txn: { transactionType: C, providerTransactionId: 'c', providerBetRef: 'w', cashAmount: 2 },
        code: 'OK',
        moves: 200,
      },
    ],
  ],
  [
    'a cancel of nothing is not found',
    [
      {
        txn: {
          transactionType: C,
          providerTransactionId: 'c',
          providerBetRef: 'missing',
          cashAmount: 1,
        },
        code: 'PAM_ERR_CANCEL_NOT_FOUND',
      },
      {
        txn: { transactionType: C, providerTransactionId: 'c2', cashAmount: 1 },
        code: 'PAM_ERR_CANCEL_NOT_FOUND',
      },
    ],
  ],
  [
    'a cancel of a settled bet is refused',
    [
      {
        txn: {
          transactionType: W,
          providerTransactionId: 'w',
          providerBetRef: 'bet',
          providerRoundId: 'r',
          cashAmount: 1,
        },
        code: 'OK',
        moves: -100,
      },
      {
        txn: {
          transactionType: D,
          providerTransactionId: 'd',
          providerBetRef: 'win',
          providerRoundId: 'r',
          cashAmount: 2,
        },
        code: 'OK',
        moves: 200,
      },
      {
        txn: {
          transactionType: C,
          providerTransactionId: 'c',
          providerBetRef: 'bet',
          cashAmount: 1,
        },
        code: 'PAM_ERR_TRANS_ALREADY_SETTLED',
      },
      {
        txn: {
          transactionType: C,
          providerTransactionId: 'c2',
          providerBetRef: 'win',
          cashAmount: 2,
        },
        code: 'PAM_ERR_CANCEL_NON_WITHDRAW',
      },
    ],
  ],
  [
    'promo types: a promo deposit needs no withdraw; a promo cancel cancels only a promo withdraw',
    [
      {
        txn: {
          transactionType: 'PROMODEPOSIT',
          providerTransactionId: 'pd',
          providerRoundId: 'free',
          cashAmount: 4,
        },
        code: 'OK',
        moves: 400,
      },
      {
        txn: {
          transactionType: 'PROMODEPOSIT',
          providerTransactionId: 'pd',
          providerRoundId: 'free',
          cashAmount: 4,
        },
        code: 'OK',
      },
      {
        txn: {
          transactionType: 'PROMOWITHDRAW',
          providerTransactionId: 'pw',
          providerBetRef: 'pbet',
          providerRoundId: 'pr',
          cashAmount: 1,
        },
        code: 'OK',
        moves: -100,
      },
      {
        txn: {
          transactionType: C,
          providerTransactionId: 'c',
          providerBetRef: 'pbet',
          cashAmount: 1,
        },
        code: 'PAM_ERR_CANCEL_NON_WITHDRAW',
      },
      {
        txn: {
          transactionType: 'PROMOCANCEL',
          providerTransactionId: 'pc',
          providerBetRef: 'pbet',
          cashAmount: 1,
        },
        code: 'OK',
        moves: 100,
      },
    ],
  ],
];
