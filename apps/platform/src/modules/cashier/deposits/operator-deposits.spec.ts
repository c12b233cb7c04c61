import {
  CASHIER_PATHS,
  OPERATOR_PATHS,
  RECORD_PATHS,
  depositDecisionPath,
  type AccountRecordPage,
  type Deposit,
  type DepositMethods,
  type Envelope,
  type OperatorDeposit,
  type OperatorDeposits,
} from '@tessera/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, tokenOf } from '../../../testing/accounts';
import { valueOf } from '../../../testing/requests';
import { moneyOf } from '../../../testing/sandbox';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { testDbKinds } from '../../../testing/test-db';

const codeOf = (res: LightMyRequestResponse) => [res.statusCode, res.json<Envelope<null>>().code];
const OPS_TOKEN = 'ops-token-for-deposit-tests';

describe.each(testDbKinds())('operator decisions on bank deposits on %s', (kind) => {
  let t: TestApp;
  let player: string;
  let methods: DepositMethods['list'];
  beforeAll(async () => {
    t = await startTestApp(kind, undefined, { operatorToken: OPS_TOKEN });
    player = await tokenOf(t.app, 'AURORA', 'player1', 'player1pass');
    // The seeded bank method takes 3 a day; these tests open more.
    await t.db
      .updateTable('payment_method')
      .set({ daily_count: 20 })
      .where('code', '=', 'BANK')
      .execute();
    methods = valueOf<DepositMethods>(
      await call(t.app, 'AURORA', 'GET', CASHIER_PATHS.depositMethods, undefined, {
        token: player,
        language: 'en',
      }),
    ).list;
  }, 120_000);
  afterAll(() => t?.close());

  const open = async (name: string, amount: number) =>
    valueOf<Deposit>(
      await call(
        t.app,
        'AURORA',
        'POST',
        CASHIER_PATHS.deposits,
        { methodId: methods.find((m) => m.name === name)?.id, amount },
        { token: player },
      ),
    );
  const ops = (method: 'GET' | 'POST', url: string, payload?: object, token = OPS_TOKEN) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
  const decide = (id: number | string, action: string) =>
    ops('POST', depositDecisionPath(Number(id)), { action });

  it('lists pending bank deposits only, oldest first', async () => {
    const first = await open('Bank transfer', 150_000);
    await open('bKash', 20_000);
    const second = await open('Bank transfer', 120_000);
    const queue = valueOf<OperatorDeposits>(await ops('GET', OPERATOR_PATHS.deposits));
    expect(queue.list.map((d) => d.id)).toEqual([first.id, second.id]);
    expect(queue.list[0]).toMatchObject({
      status: 'pending',
      amount: 150_000,
      merchantCode: 'AURORA',
      instructions: { bank: { transferNote: expect.stringMatching(/^SBX/) } },
    });
    expect(
      valueOf<OperatorDeposits>(await ops('GET', `${OPERATOR_PATHS.deposits}?status=approved`))
        .list,
    ).toEqual([]);
  });

  it('credits an approved deposit once, however often it is approved', async () => {
    const deposit = await open('Bank transfer', 200_000);
    const before = await moneyOf(t.db, 'AURORA', 'player1');
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => decide(deposit.id, 'approve')),
    );
    for (const res of replies)
      expect(valueOf<OperatorDeposit>(res)).toMatchObject({ id: deposit.id, status: 'approved' });
    const after = await moneyOf(t.db, 'AURORA', 'player1');
    expect(after.balance).toBe(before.balance + 200_000);
    expect(after.ledgerCount).toBe(before.ledgerCount + 1);
    expect(after.lastBalanceAfter).toBe(after.balance);
    expect(codeOf(await decide(deposit.id, 'reject'))).toEqual([409, 'DEPOSIT_STATE_CONFLICT']);
    // The member sees it approved, and the credit in the account record.
    const mine = valueOf<Deposit>(
      await call(t.app, 'AURORA', 'GET', `${CASHIER_PATHS.deposits}/${deposit.id}`, undefined, {
        token: player,
      }),
    );
    expect(mine.status).toBe('approved');
    const record = valueOf<AccountRecordPage>(
      await call(t.app, 'AURORA', 'GET', `${RECORD_PATHS.account}?kind=DEPOSIT`, undefined, {
        token: player,
      }),
    );
    expect(record.list[0]).toMatchObject({
      amount: 200_000,
      reference: `DEP-${deposit.id}`,
      balanceAfter: after.balance,
    });
  });

  it('rejects without money and refuses what is not a bank deposit', async () => {
    const deposit = await open('Bank transfer', 110_000);
    const before = await moneyOf(t.db, 'AURORA', 'player1');
    expect(valueOf<OperatorDeposit>(await decide(deposit.id, 'reject')).status).toBe('rejected');
    expect(codeOf(await decide(deposit.id, 'approve'))).toEqual([409, 'DEPOSIT_STATE_CONFLICT']);
    expect(await moneyOf(t.db, 'AURORA', 'player1')).toEqual(before);
    const bkash = await open('bKash', 20_000);
    expect(codeOf(await decide(bkash.id, 'approve'))).toEqual([404, 'DEPOSIT_NOT_FOUND']);
    expect(codeOf(await decide(999_999, 'approve'))).toEqual([404, 'DEPOSIT_NOT_FOUND']);
    expect(codeOf(await decide(deposit.id, 'pay'))).toEqual([400, 'BAD_REQUEST']);
    expect(codeOf(await ops('POST', '/ops/deposits/abc/decision', { action: 'approve' }))).toEqual([
      400,
      'BAD_REQUEST',
    ]);
    expect(codeOf(await ops('GET', `${OPERATOR_PATHS.deposits}?status=lost`))).toEqual([
      400,
      'BAD_REQUEST',
    ]);
    expect(codeOf(await ops('GET', OPERATOR_PATHS.deposits, undefined, 'wrong'))).toEqual([
      401,
      'UNAUTHORIZED',
    ]);
  });
});
