import {
  RECORD_PATHS,
  withdrawalPath,
  type AccountRecordPage,
  type OperatorWithdrawal,
  type Withdrawal,
} from '@tessera/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../testing/accounts';
import { valueOf } from '../../../testing/requests';
import { moneyOf } from '../../../testing/sandbox';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { testDbKinds } from '../../../testing/test-db';
import {
  codeOf,
  confirmAs,
  decideAs,
  expectConsistent,
  readyMember,
  settleAs,
} from '../../../testing/withdrawals';

const OPS_TOKEN = 'ops-token-for-dispute-tests';
const upheld = (fields: object = {}) => ({
  outcome: 'upheld',
  note: 'Bank statement shows nothing arrived',
  settledBy: 'Rina',
  ...fields,
});
const dismissed = { outcome: 'dismissed', note: 'The provider proved delivery', settledBy: 'Rina' };

describe.each(testDbKinds())('dispute settlement on %s', (kind) => {
  let t: TestApp;
  let player: Awaited<ReturnType<typeof readyMember>>;
  beforeAll(async () => {
    t = await startTestApp(kind, undefined, { operatorToken: OPS_TOKEN });
    player = await readyMember(t.app, t.db, ['AURORA', 'player1', 'player1pass'], 'Player One');
  }, 120_000);
  afterAll(() => t?.close());

  /** A withdrawal of player1, paid by the job, that the payee reports as partly received. */
  async function disputed(amount = 10_000) {
    const w = valueOf<Withdrawal>(await player.withdraw(amount));
    await decideAs(t.app, OPS_TOKEN, w.id, 'approve');
    await t.jobs.runDue();
    expect(
      valueOf<Withdrawal>(await confirmAs(t.app, 'AURORA', player.token, w.id, 'PARTLY_RECEIVED')),
    ).toMatchObject({ status: 'disputed' });
    return w;
  }
  const settle = (id: number, body: unknown) => settleAs(t.app, OPS_TOKEN, id, body);
  const money = () => moneyOf(t.db, 'AURORA', 'player1');
  const memberView = async (id: number) =>
    valueOf<Withdrawal>(
      await call(t.app, 'AURORA', 'GET', withdrawalPath(id), undefined, { token: player.token }),
    );
  const refunds = (id: number) =>
    t.db
      .selectFrom('ledger_entry')
      .select(['kind', 'amount', 'note'])
      .where('idempotency_key', '=', `withdrawal:${id}:refund`)
      .execute();

  it('upholds a dispute: the whole amount comes back as one refund entry with the note', async () => {
    const w = await disputed(12_000);
    const before = await money();
    const settled = valueOf<OperatorWithdrawal>(await settle(w.id, upheld()));
    expect(settled).toMatchObject({
      status: 'refunded',
      settledBy: 'Rina',
      settlementNote: 'Bank statement shows nothing arrived',
      settlement: { outcome: 'upheld', refundAmount: 12_000 },
    });
    const after = await money();
    expect(after.balance).toBe(before.balance + 12_000);
    expect(after.held).toBe(before.held);
    expectConsistent(after);
    expect(await refunds(w.id)).toEqual([
      { kind: 'WITHDRAW_REFUND', amount: expect.anything(), note: settled.settlementNote },
    ]);
    // The member sees the outcome and the refund, not the operator's note or name.
    const shown = await memberView(w.id);
    expect(shown).toMatchObject({
      status: 'refunded',
      settlement: { outcome: 'upheld', refundAmount: 12_000, at: settled.settlement!.at },
    });
    expect(JSON.stringify(shown)).not.toContain('Rina');
    expect(JSON.stringify(shown)).not.toContain('Bank statement');
    // The account record lists the refund under the withdrawal's number.
    const record = await call(
      t.app,
      'AURORA',
      'GET',
      `${RECORD_PATHS.account}?kind=WITHDRAW_REFUND`,
      undefined,
      { token: player.token },
    );
    expect(valueOf<AccountRecordPage>(record).list.map((r) => [r.amount, r.reference])).toEqual([
      [12_000, `WDR-${w.id}`],
    ]);
  });

  it('refunds part of a withdrawal, or dismisses a dispute without moving money', async () => {
    const [part, rest] = [await disputed(20_000), await disputed(8_000)];
    const before = await money();
    expect(
      valueOf<OperatorWithdrawal>(await settle(part.id, upheld({ refundAmount: 1 }))),
    ).toMatchObject({ status: 'refunded', settlement: { refundAmount: 1 } });
    expect(valueOf<OperatorWithdrawal>(await settle(rest.id, dismissed))).toMatchObject({
      status: 'dismissed',
      settlement: { outcome: 'dismissed', refundAmount: null },
    });
    const after = await money();
    expect(after.balance).toBe(before.balance + 1);
    expectConsistent(after);
    expect(await refunds(rest.id)).toEqual([]);
    expect((await memberView(rest.id)).settlement).toMatchObject({ outcome: 'dismissed' });
  });

  it('answers a retried settlement again without a second refund; another decision is 409', async () => {
    const w = await disputed(9_000);
    const first = valueOf<OperatorWithdrawal>(await settle(w.id, upheld({ refundAmount: 4_000 })));
    const before = await money();
    const again = await settle(w.id, upheld({ refundAmount: 4_000 }));
    expect(valueOf<OperatorWithdrawal>(again)).toEqual(first);
    for (const other of [
      dismissed,
      upheld({ refundAmount: 5_000 }),
      upheld({ refundAmount: 4_000, note: 'Another reason' }),
    ])
      expect(codeOf(await settle(w.id, other))).toEqual([409, 'DISPUTE_ALREADY_SETTLED']);
    expect(await money()).toEqual(before);
    expect(await refunds(w.id)).toHaveLength(1);
  });

  it('refuses bad settlements with a 4xx envelope, moving nothing', async () => {
    const w = await disputed(10_000);
    const paid = valueOf<Withdrawal>(await player.withdraw(5_000));
    await decideAs(t.app, OPS_TOKEN, paid.id, 'approve');
    await t.jobs.runDue();
    const before = await money();
    const cases: [string, number, unknown, number, string][] = [
      ['unknown id', 999_999, upheld(), 404, 'WITHDRAWAL_NOT_FOUND'],
      ['not disputed', paid.id, upheld(), 409, 'WITHDRAWAL_STATE_CONFLICT'],
      [
        'above the amount',
        w.id,
        upheld({ refundAmount: 10_001 }),
        400,
        'WITHDRAWAL_REFUND_INVALID',
      ],
      ['negative', w.id, upheld({ refundAmount: -1 }), 400, 'WITHDRAWAL_REFUND_INVALID'],
      ['zero', w.id, upheld({ refundAmount: 0 }), 400, 'WITHDRAWAL_REFUND_INVALID'],
      ['a fraction', w.id, upheld({ refundAmount: 100.5 }), 400, 'WITHDRAWAL_REFUND_INVALID'],
      ['a string', w.id, upheld({ refundAmount: '100' }), 400, 'WITHDRAWAL_REFUND_INVALID'],
      ['huge', w.id, upheld({ refundAmount: 1e300 }), 400, 'WITHDRAWAL_REFUND_INVALID'],
      [
        'a refund with dismissed',
        w.id,
        { ...dismissed, refundAmount: 100 },
        400,
        'WITHDRAWAL_REFUND_INVALID',
      ],
      ['no note', w.id, { outcome: 'upheld', settledBy: 'Rina' }, 400, 'BAD_REQUEST'],
      ['a blank note', w.id, upheld({ note: '   ' }), 400, 'BAD_REQUEST'],
      ['a note too long', w.id, upheld({ note: 'x'.repeat(501) }), 400, 'BAD_REQUEST'],
      ['no operator', w.id, { outcome: 'upheld', note: 'ok' }, 400, 'BAD_REQUEST'],
      ['an unknown outcome', w.id, upheld({ outcome: 'refund' }), 400, 'BAD_REQUEST'],
      ['no body', w.id, undefined, 400, 'BAD_REQUEST'],
      ['a malformed id', 0, upheld(), 400, 'BAD_REQUEST'],
    ];
    for (const [label, id, body, status, code] of cases)
      expect(codeOf(await settle(id, body)), label).toEqual([status, code]);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/ops/withdrawals/${w.id}/dispute`,
      payload: upheld(),
    });
    expect(codeOf(anonymous)).toEqual([401, 'UNAUTHORIZED']);
    expect(await money()).toEqual(before);
    expect((await memberView(w.id)).status).toBe('disputed');
    expect((await memberView(paid.id)).status).toBe('paid');
    expect(await refunds(w.id)).toEqual([]);
  });

  it('lets one of 10 concurrent, different settlements win; the rest get 409', async () => {
    const w = await disputed(15_000);
    const before = await money();
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        settle(
          w.id,
          i % 2 ? { ...dismissed, settledBy: `Op ${i}` } : upheld({ settledBy: `Op ${i}` }),
        ),
      ),
    );
    const won = replies.filter((res) => res.statusCode === 200);
    expect(won).toHaveLength(1);
    for (const res of replies.filter((r) => r.statusCode !== 200))
      expect(codeOf(res)).toEqual([409, 'DISPUTE_ALREADY_SETTLED']);
    const winner = valueOf<OperatorWithdrawal>(won[0]!);
    const refunded = winner.status === 'refunded' ? 15_000 : 0;
    expect(await refunds(w.id)).toHaveLength(refunded ? 1 : 0);
    const after = await money();
    expect(after.balance).toBe(before.balance + refunded);
    expectConsistent(after);
  });

  it('refunds once when the same settlement is sent 10 times at once', async () => {
    const w = await disputed(7_000);
    const before = await money();
    const replies = await Promise.all(Array.from({ length: 10 }, () => settle(w.id, upheld())));
    for (const res of replies) expect(codeOf(res)).toEqual([200, 'OK']);
    expect(new Set(replies.map((res) => res.body)).size).toBe(1);
    expect(await refunds(w.id)).toHaveLength(1);
    const after = await money();
    expect(after.balance).toBe(before.balance + 7_000);
    expectConsistent(after);
  });
});
