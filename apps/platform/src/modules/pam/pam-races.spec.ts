import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pamCall, pamPlayer, pamTxn } from '../../testing/pam';
import { moneyOf } from '../../testing/sandbox';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDbKinds } from '../../testing/test-db';

// Check-then-act races of the PAM API, which only PostgreSQL (real concurrent connections)
// can show; on PGlite the same specs run one statement at a time.
describe.each(testDbKinds())('PAM races on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let playerId: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    ({ token, playerId } = await pamPlayer(t.app, t.db, 'agent1', 'agent1pass'));
  });
  afterAll(() => t?.close());

  const post = (txn: Parameters<typeof pamTxn>[0]) =>
    pamCall(t.app, {
      path: `/players/${playerId}/transactions`,
      playerToken: token,
      body: pamTxn(txn),
    });
  const money = () => moneyOf(t.db, 'AURORA', 'agent1');

  it('applies one transaction id sent 20 times at once exactly once, each answered OK', async () => {
    for (const [type, amount] of [
      ['WITHDRAW', 7],
      ['DEPOSIT', 9],
      ['CANCEL', 0],
    ] as const) {
      const before = await money();
      const sent = pamTxn({
        transactionType: type,
        providerTransactionId: `same-${type}`,
        providerRoundId: type === 'CANCEL' ? undefined : 'same-round',
        providerBetRef: type === 'CANCEL' ? 'same-bet' : undefined,
        cashAmount: amount,
      });
      if (type === 'CANCEL') {
        // A fresh bet to cancel (the round above is settled by then).
        const bet = {
          transactionType: 'WITHDRAW' as const,
          providerTransactionId: 'same-bet-w',
          providerBetRef: 'same-bet',
          providerRoundId: 'same-bet-r',
          cashAmount: 5,
        };
        expect((await post(bet)).json().status).toBe('OK');
      }
      const start = await money();
      const replies = await Promise.all(Array.from({ length: 20 }, () => post(sent)));
      expect(replies.map((res) => res.json().error?.code ?? 'OK')).toEqual(Array(20).fill('OK'));
      const after = await money();
      const expected = { WITHDRAW: -700, DEPOSIT: 900, CANCEL: 500 }[type];
      expect(after.balance - start.balance, type).toBe(expected);
      expect(after.ledgerSum).toBe(after.balance);
      const rows = await t.db
        .selectFrom('pam_txn')
        .select('txn_id')
        .where('provider_txn_id', '=', `same-${type}`)
        .execute();
      expect(rows).toHaveLength(1);
      expect(before.balance).toBeGreaterThan(0);
    }
  });

  it('keeps balance = ledger and never below 0 with bets, wins and cancels of many rounds at once', async () => {
    const { balance: start } = await money();
    // Bets of about the whole balance: many must be refused as overdrafts, none may go through.
    const stake = Number((Math.floor(start / 20) / 100).toFixed(2));
    const rounds = Array.from({ length: 40 }, (_, i) => `many-${i}`);
    const replies = await Promise.all(
      rounds.flatMap((round, i) => [
        post({
          transactionType: 'WITHDRAW',
          providerTransactionId: `${round}-w`,
          providerBetRef: `${round}-b`,
          providerRoundId: round,
          cashAmount: stake,
        }),
        post({
          transactionType: 'WITHDRAW',
          providerTransactionId: `${round}-w2`,
          providerRoundId: round,
          cashAmount: 0.5,
        }),
        i % 3 === 0
          ? post({
              transactionType: 'CANCEL',
              providerTransactionId: `${round}-c`,
              providerBetRef: `${round}-b`,
              cashAmount: stake,
            })
          : post({
              transactionType: 'DEPOSIT',
              providerTransactionId: `${round}-d`,
              providerRoundId: round,
              cashAmount: 1.25,
            }),
      ]),
    );
    const codes = new Set(replies.map((res) => res.json().error?.code ?? 'OK'));
    expect(replies.map((res) => res.statusCode)).toEqual(Array(replies.length).fill(200));
    expect(codes.has('OK')).toBe(true);
    expect(codes.has('PAM_ERR_CASH_OVERDRAFT')).toBe(true);
    for (const code of codes)
      expect([
        'OK',
        'PAM_ERR_CASH_OVERDRAFT',
        'PAM_ERR_TRANS_NOT_FOUND',
        'PAM_ERR_CANCEL_NOT_FOUND',
        'PAM_ERR_TRANS_ALREADY_SETTLED',
        'PAM_ERR_TRANS_ALREADY_CANCELLED',
      ]).toContain(code);
    const after = await money();
    expect(after.balance).toBeGreaterThanOrEqual(0);
    expect(after.ledgerSum).toBe(after.balance);
    expect(after.lastBalanceAfter).toBe(after.balance);
    // What the rounds say moved is what the wallet moved.
    const moved = await t.db
      .selectFrom('game_round')
      .select((eb) => [
        eb.fn.sum<string>('stake').as('stake'),
        eb.fn.sum<string>('payout').as('payout'),
      ])
      .where('round_ref', 'like', 'pam:PG:many-%')
      .executeTakeFirstOrThrow();
    expect(start - Number(moved.stake) + Number(moved.payout)).toBe(after.balance);
  });
});
