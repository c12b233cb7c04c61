import {
  PamAddTransactionResponse,
  PamGameRoundResponse,
  PamTransactionsResponse,
  type PamErrorCode,
  type PamTransaction,
} from '@tessera/contract';
import type { TSchema } from 'typebox';
import Value from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pamCall, pamPlayer, pamTxn } from '../../testing/pam';
import { TEST_GAMES, moneyOf } from '../../testing/sandbox';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDbKinds } from '../../testing/test-db';

/** One transaction of a case: what is sent, the code it gets and how the cash balance moves. */
interface Step {
  txn: Partial<PamTransaction> & Pick<PamTransaction, 'transactionType' | 'providerTransactionId'>;
  code: 'OK' | PamErrorCode;
  /** Change of the balance in minor units (0 when omitted). */
  moves?: number;
  /** HTTP status (200 when omitted: the document answers business refusals with 200). */
  http?: number;
}

const W = 'WITHDRAW';
const D = 'DEPOSIT';
const C = 'CANCEL';

/**
 * Every rule and error code of POST /players/{playerId}/transactions, as cases of steps on one
 * player (agent1, 5,000.00 BDT). Ids are made unique per case, so cases are independent.
 */
const CASES: [string, Step[]][] = [
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

describe.each(testDbKinds())('PAM transactions on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let playerId: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    ({ token, playerId } = await pamPlayer(t.app, t.db, 'agent1', 'agent1pass'));
  });
  afterAll(() => t?.close());

  const money = () => moneyOf(t.db, 'AURORA', 'agent1');

  /** A reply that matches its schema, parsed. */
  function replyOf<T>(res: { statusCode: number; body: string }, schema: TSchema): T {
    const body = JSON.parse(res.body) as unknown;
    expect([...Value.Errors(schema, body)], res.body).toEqual([]);
    return body as T;
  }

  const post = (txn: Step['txn'], over: { player?: string; token?: string } = {}) =>
    pamCall(t.app, {
      path: `/players/${over.player ?? playerId}/transactions`,
      playerToken: over.token ?? token,
      body: pamTxn(txn),
    });

  it.each(CASES.map(([name, steps], index) => [name, steps, index] as const))(
    '%s',
    async (_name, steps, index) => {
      const id = (value: string | undefined) => value && `k${index}-${kind}-${value}`;
      for (const step of steps) {
        const before = await money();
        const txn = {
          ...step.txn,
          providerTransactionId: id(step.txn.providerTransactionId) ?? '',
          providerRoundId: id(step.txn.providerRoundId),
          providerBetRef: id(step.txn.providerBetRef),
        };
        const res = await post(txn);
        const what = `${step.txn.transactionType} ${step.txn.providerTransactionId}`;
        expect(res.statusCode, `${what}: ${res.body}`).toBe(step.http ?? 200);
        const reply = replyOf<{
          status: string;
          error?: { code: string };
          transactionResult?: { balance?: { cashAmount: number } };
        }>(res, PamAddTransactionResponse);
        expect(reply.error?.code ?? reply.status, what).toBe(step.code);
        const after = await money();
        expect(after.balance - before.balance, what).toBe(step.moves ?? 0);
        expect(after.ledgerSum).toBe(after.balance);
        // Refusals carry the balance too (hard 400s do not: the body was not read as money).
        if (res.statusCode === 200)
          expect(reply.transactionResult?.balance?.cashAmount).toBe(after.balance / 100);
      }
    },
  );

  it('looks transactions up by bet reference (first) or by id, as they were sent', async () => {
    const ref = `lookup-${kind}`;
    const w = pamTxn({
      transactionType: W,
      providerTransactionId: `${ref}-w`,
      providerBetRef: ref,
      providerRoundId: `${ref}-r`,
      cashAmount: 1,
    });
    const d = pamTxn({
      transactionType: D,
      providerTransactionId: `${ref}-d`,
      providerBetRef: ref,
      providerRoundId: `${ref}-r`,
      cashAmount: 2,
      isGameOver: true,
    });
    for (const txn of [w, d]) expect((await post(txn)).json().status).toBe('OK');
    const get = (query: Record<string, string>) =>
      pamCall(t.app, {
        path: `/players/${playerId}/transactions`,
        playerToken: token,
        query: { provider: 'PG', ...query },
      });
    const byRef = replyOf<{ transactions: PamTransaction[] }>(
      await get({ providerBetRef: ref, providerTransactionId: `${ref}-d` }),
      PamTransactionsResponse,
    );
    expect(byRef.transactions).toEqual([w, d]);
    const byId = replyOf<{ transactions: PamTransaction[] }>(
      await get({ providerTransactionId: `${ref}-d` }),
      PamTransactionsResponse,
    );
    expect(byId.transactions).toEqual([d]);
    const none = await get({});
    expect([none.statusCode, none.json().error.code]).toEqual([400, 'PAM_ERR_UNDEFINED']);
    const round = await pamCall(t.app, {
      path: `/players/${playerId}/gamerounds/${ref}-r`,
      playerToken: token,
    });
    const { gameround } = replyOf<{ gameround: { providerGameId: string; endTime?: string } }>(
      round,
      PamGameRoundResponse,
    );
    expect(gameround.providerGameId).toBe(TEST_GAMES.slot.code);
    expect(gameround.endTime).toBeDefined();
    const missing = await pamCall(t.app, {
      path: `/players/${playerId}/gamerounds/nope`,
      playerToken: token,
    });
    expect(replyOf<{ error: { code: string } }>(missing, PamGameRoundResponse).error.code).toBe(
      'PAM_ERR_ROUND_NOT_FOUND',
    );
  });

  it('refuses bets of a timed-out or locked player, and settles what they bet before', async () => {
    const before = await post({
      transactionType: W,
      providerTransactionId: `blk-${kind}-w`,
      providerRoundId: `blk-${kind}-r`,
      cashAmount: 1,
    });
    expect(before.json().status).toBe('OK');
    const { memberId } = await money();
    const now = new Date();
    const block = await t.db
      .insertInto('protection_block')
      .values({
        member_id: memberId,
        kind: 'time_out',
        starts_at: now,
        ends_at: new Date(now.getTime() + 86_400_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const bet = await post({
      transactionType: W,
      providerTransactionId: `blk-${kind}-w2`,
      cashAmount: 1,
    });
    expect(bet.json().error.code).toBe('PAM_ERR_BET_NOT_ALLOWED');
    const win = await post({
      transactionType: D,
      providerTransactionId: `blk-${kind}-d`,
      providerRoundId: `blk-${kind}-r`,
      cashAmount: 1,
    });
    expect(win.json().status).toBe('OK');
    await t.db.deleteFrom('protection_block').where('id', '=', block.id).execute();
    await t.db.updateTable('member').set({ locked_at: now }).where('id', '=', memberId).execute();
    const locked = await post({
      transactionType: W,
      providerTransactionId: `blk-${kind}-w3`,
      cashAmount: 1,
    });
    expect(locked.json().error.code).toBe('PAM_ERR_BET_NOT_ALLOWED');
    await t.db.updateTable('member').set({ locked_at: null }).where('id', '=', memberId).execute();
  });

  it("answers another player's id with PAM_ERR_PLAYER_NOT_FOUND and books nothing", async () => {
    const before = await money();
    const res = await post(
      { transactionType: W, providerTransactionId: `other-${kind}`, cashAmount: 1 },
      { player: '999999' },
    );
    expect([res.statusCode, res.json().error.code]).toEqual([200, 'PAM_ERR_PLAYER_NOT_FOUND']);
    expect(await money()).toEqual(before);
  });
});
