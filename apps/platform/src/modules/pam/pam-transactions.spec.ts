import {
  PamAddTransactionResponse,
  PamGameRoundResponse,
  PamTransactionsResponse,
  type PamTransaction,
} from '@tessera/contract';
import type { TSchema } from 'typebox';
import Value from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pamCall, pamPlayer, pamTxn } from '../../testing/pam';
import { TEST_GAMES, moneyOf } from '../../testing/sandbox';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDbKinds } from '../../testing/test-db';
import { CASES, D, W, type Step } from './pam-transaction-cases';

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
