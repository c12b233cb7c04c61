import type { Envelope } from '@tessera/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TEST_GAMES,
  launchGame,
  moneyOf,
  prepareSandbox,
  sandboxCall,
} from '../../testing/sandbox';
import { sha256 } from '../../core/security/tokens';
import { tokenOf } from '../../testing/accounts';
import { valueOf } from '../../testing/requests';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDbKinds } from '../../testing/test-db';
import type { TxnResult, WalletView } from '../wallet';

describe.each(testDbKinds())('seamless wallet API on %s', (kind) => {
  let t: TestApp;
  let launch: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await prepareSandbox(t.db);
    const session = await tokenOf(t.app, 'AURORA', 'agent1', 'agent1pass');
    ({ launch } = await launchGame(t.app, 'AURORA', session, TEST_GAMES.slot.code));
  });
  afterAll(() => t?.close());

  const post = (path: string, body: object) => sandboxCall(t.app, launch, path, body);
  const money = () => moneyOf(t.db, 'AURORA', 'agent1');
  const codeOf = (res: { statusCode: number; json: () => unknown }) => [
    res.statusCode,
    (res.json() as Envelope<unknown>).code,
  ];

  it('answers the balance to the launch token alone', async () => {
    const res = await sandboxCall(t.app, launch, '/sandbox/wallet/balance', undefined, null);
    expect(valueOf<WalletView>(res)).toEqual({
      balance: (await money()).balance,
      currency: 'BDT',
      demo: false,
    });
    const none = await sandboxCall(t.app, null, '/sandbox/wallet/balance');
    expect(codeOf(none)).toEqual([401, 'UNAUTHORIZED']);
    const wrong = await sandboxCall(t.app, 'not-a-launch-token', '/sandbox/wallet/balance');
    expect(codeOf(wrong)).toEqual([401, 'SESSION_ENDED']);
  });

  it('books no bet for an ended launch: unknown, or its site session signed out', async () => {
    const session = await tokenOf(t.app, 'AURORA', 'agent1', 'agent1pass');
    const ended = (await launchGame(t.app, 'AURORA', session, TEST_GAMES.slot.code)).launch;
    await t.db
      .updateTable('session')
      .set({ revoked_at: new Date() })
      .where('token_hash', '=', sha256(session))
      .execute();
    const before = await money();
    for (const [token, txnId] of [
      [ended, 'ended-1'],
      ['not-a-launch-token', 'ended-2'],
    ] as const) {
      const body = { txnId, roundId: `${txnId}-round`, amount: 100 };
      expect(codeOf(await sandboxCall(t.app, token, '/sandbox/wallet/debit', body))).toEqual([
        401,
        'SESSION_ENDED',
      ]);
      const booked = await t.db
        .selectFrom('wallet_txn')
        .select('txn_id')
        .where('txn_id', '=', txnId)
        .executeTakeFirst();
      expect(booked).toBeUndefined();
    }
    expect(await money()).toEqual(before);
  });

  it('moves money only with the vendor key, and only with JSON integer amounts', async () => {
    const before = await money();
    const body = { txnId: 'key-1', roundId: 'key-round', amount: 100 };
    const noKey = await sandboxCall(t.app, launch, '/sandbox/wallet/debit', body, null);
    const badKey = await sandboxCall(t.app, launch, '/sandbox/wallet/debit', body, 'guess');
    for (const res of [noKey, badKey]) expect(codeOf(res)).toEqual([401, 'UNAUTHORIZED']);
    for (const amount of ['100', true, 1.5, -5, 0])
      expect(codeOf(await post('/sandbox/wallet/debit', { ...body, amount }))).toEqual([
        400,
        'BAD_REQUEST',
      ]);
    expect(codeOf(await post('/sandbox/wallet/debit', { ...body, txnId: 'a b' }))).toEqual([
      400,
      'BAD_REQUEST',
    ]);
    expect(await money()).toEqual(before);
  });

  it('books 20 concurrent copies of one debit once, and of one credit once', async () => {
    const before = await money();
    const debit = { txnId: 'race-bet', roundId: 'race-round', amount: 12_345 };
    const debits = await Promise.all(
      Array.from({ length: 20 }, () => post('/sandbox/wallet/debit', debit)),
    );
    const debitResults = debits.map((res) => valueOf<TxnResult>(res));
    expect(new Set(debitResults.map((r) => JSON.stringify(r))).size).toBe(1);
    expect(debitResults[0]).toMatchObject({
      kind: 'DEBIT',
      amount: 12_345,
      balanceAfter: before.balance - 12_345,
    });
    const afterDebit = await money();
    expect([afterDebit.balance, afterDebit.ledgerCount]).toEqual([
      before.balance - 12_345,
      before.ledgerCount + 1,
    ]);

    const credit = { txnId: 'race-win', roundId: 'race-round', amount: 50_000 };
    const credits = await Promise.all(
      Array.from({ length: 20 }, () => post('/sandbox/wallet/credit', credit)),
    );
    const creditResults = credits.map((res) => valueOf<TxnResult>(res));
    expect(new Set(creditResults.map((r) => JSON.stringify(r))).size).toBe(1);
    expect(creditResults[0]?.balanceAfter).toBe(afterDebit.balance + 50_000);
    const after = await money();
    expect([after.balance, after.ledgerCount]).toEqual([
      afterDebit.balance + 50_000,
      before.ledgerCount + 2,
    ]);
    expect(after.ledgerSum).toBe(after.balance);

    // A later retry still gets the first answer; other content under the same id is refused.
    expect(valueOf<TxnResult>(await post('/sandbox/wallet/debit', debit))).toEqual(debitResults[0]);
    for (const [path, body] of [
      ['/sandbox/wallet/debit', { ...debit, amount: 1 }],
      ['/sandbox/wallet/debit', { ...debit, roundId: 'other-round' }],
      ['/sandbox/wallet/credit', { ...debit }],
      ['/sandbox/wallet/credit', { ...credit, amount: 1 }],
    ] as const)
      expect(codeOf(await post(path, body))).toEqual([409, 'TRANSACTION_CONFLICT']);
    expect(await money()).toEqual(after);
  });

  it('refuses a bet above the balance and books nothing', async () => {
    const before = await money();
    const res = await post('/sandbox/wallet/debit', {
      txnId: 'too-much',
      roundId: 'too-much-round',
      amount: before.balance + 1,
    });
    expect(codeOf(res)).toEqual([409, 'INSUFFICIENT_BALANCE']);
    expect(await money()).toEqual(before);
    const round = await t.db
      .selectFrom('game_round')
      .select('id')
      .where('round_ref', '=', 'too-much-round')
      .executeTakeFirst();
    expect(round).toBeUndefined();
    // The whole balance is a valid bet.
    const all = await post('/sandbox/wallet/debit', {
      txnId: 'all-in',
      roundId: 'all-in-round',
      amount: before.balance,
    });
    expect(valueOf<TxnResult>(all).balanceAfter).toBe(0);
    await post('/sandbox/wallet/credit', {
      txnId: 'all-in-win',
      roundId: 'all-in-round',
      amount: before.balance,
    });
  });

  it('serialises racing bets of one player: never below zero, the rest refused', async () => {
    const session = await tokenOf(t.app, 'AURORA', 'downline1', 'Welcome2Aurora');
    const own = (await launchGame(t.app, 'AURORA', session, TEST_GAMES.slot.code)).launch;
    const { balance } = await moneyOf(t.db, 'AURORA', 'downline1');
    const bets = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        sandboxCall(t.app, own, '/sandbox/wallet/debit', {
          txnId: `split-${i}`,
          roundId: `split-round-${i}`,
          amount: balance / 10,
        }),
      ),
    );
    const outcomes = bets.map((res) => codeOf(res).join(' ')).sort();
    expect(outcomes).toEqual([
      ...Array<string>(10).fill('200 OK'),
      ...Array<string>(10).fill('409 INSUFFICIENT_BALANCE'),
    ]);
    const after = await moneyOf(t.db, 'AURORA', 'downline1');
    expect([after.balance, after.ledgerSum]).toEqual([0, 0]);
  });

  it('refunds a cancelled bet once; a settled round cannot be cancelled', async () => {
    const before = await money();
    await post('/sandbox/wallet/debit', { txnId: 'c-bet', roundId: 'c-round', amount: 700 });
    const cancels = await Promise.all(
      ['c-cancel-1', 'c-cancel-1', 'c-cancel-2'].map((txnId) =>
        post('/sandbox/wallet/cancel', { txnId, roundId: 'c-round', refTxnId: 'c-bet' }),
      ),
    );
    const [first, retry, second] = cancels.map((res) => valueOf<TxnResult>(res));
    expect(retry).toEqual(first);
    // Whichever cancel came first refunded the bet; the other refunded nothing.
    expect([first?.amount, second?.amount].sort()).toEqual([0, 700]);
    const after = await money();
    expect(after.balance).toBe(before.balance);
    expect(after.ledgerCount).toBe(before.ledgerCount + 2);
    const round = await t.db
      .selectFrom('game_round')
      .select(['status', 'stake'])
      .where('round_ref', '=', 'c-round')
      .executeTakeFirstOrThrow();
    expect([round.status, Number(round.stake)]).toEqual(['cancelled', 0]);

    await post('/sandbox/wallet/debit', { txnId: 's-bet', roundId: 's-round', amount: 300 });
    await post('/sandbox/wallet/credit', { txnId: 's-win', roundId: 's-round', amount: 0 });
    const late = await post('/sandbox/wallet/cancel', {
      txnId: 's-cancel',
      roundId: 's-round',
      refTxnId: 's-bet',
    });
    expect(codeOf(late)).toEqual([409, 'TRANSACTION_CONFLICT']);
  });

  it('records a cancel of an unknown bet and refuses that bet when it arrives later', async () => {
    const before = await money();
    const cancel = await post('/sandbox/wallet/cancel', {
      txnId: 'early-cancel',
      roundId: 'early-round',
      refTxnId: 'early-bet',
    });
    expect(valueOf<TxnResult>(cancel)).toMatchObject({ amount: 0, ledgerEntryId: null });
    const bet = await post('/sandbox/wallet/debit', {
      txnId: 'early-bet',
      roundId: 'early-round',
      amount: 100,
    });
    expect(codeOf(bet)).toEqual([409, 'TRANSACTION_CONFLICT']);
    expect(await money()).toEqual(before);
  });

  it('settles only open rounds of the caller that hold a bet', async () => {
    const unknown = await post('/sandbox/wallet/credit', {
      txnId: 'ghost-win',
      roundId: 'ghost-round',
      amount: 100,
    });
    expect(codeOf(unknown)).toEqual([404, 'NOT_FOUND']);
    await post('/sandbox/wallet/debit', { txnId: 'twice-bet', roundId: 'twice', amount: 100 });
    await post('/sandbox/wallet/credit', { txnId: 'twice-win', roundId: 'twice', amount: 100 });
    for (const [path, body] of [
      ['/sandbox/wallet/credit', { txnId: 'twice-win-2', roundId: 'twice', amount: 100 }],
      ['/sandbox/wallet/debit', { txnId: 'twice-bet-2', roundId: 'twice', amount: 100 }],
    ] as const)
      expect(codeOf(await post(path, body))).toEqual([409, 'TRANSACTION_CONFLICT']);

    // Another player's launch cannot touch this round or reuse its ids.
    const session = await tokenOf(t.app, 'AURORA', 'player1', 'player1pass');
    const other = (await launchGame(t.app, 'AURORA', session, TEST_GAMES.slot.code)).launch;
    const theirs = await sandboxCall(t.app, other, '/sandbox/wallet/debit', {
      txnId: 'twice-bet',
      roundId: 'twice',
      amount: 100,
    });
    expect(codeOf(theirs)).toEqual([409, 'TRANSACTION_CONFLICT']);
    const sameRound = await sandboxCall(t.app, other, '/sandbox/wallet/debit', {
      txnId: 'theirs-bet',
      roundId: 'twice',
      amount: 100,
    });
    expect(codeOf(sameRound)).toEqual([409, 'TRANSACTION_CONFLICT']);

    // Two players racing for one new txnId: one books, the other is told it is taken.
    const race = await Promise.all(
      [launch, other, launch, other].map((token) =>
        sandboxCall(t.app, token, '/sandbox/wallet/debit', {
          txnId: 'shared-id',
          roundId: 'shared-round',
          amount: 10,
        }),
      ),
    );
    const statuses = race.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, 200, 409, 409]);
    const booked = await t.db
      .selectFrom('ledger_entry')
      .select('id')
      .where('idempotency_key', '=', 'wallet:shared-id')
      .execute();
    expect(booked).toHaveLength(1);
  });
});
