import {
  CASHIER_PATHS,
  WALLET_PATHS,
  type Envelope,
  type UplineTransferResult,
} from '@tessera/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, tokenOf } from '../../../testing/accounts';
import { valueOf } from '../../../testing/requests';
import { moneyOf } from '../../../testing/sandbox';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { testDbKinds } from '../../../testing/test-db';

const codeOf = (res: LightMyRequestResponse) =>
  `${res.statusCode} ${res.json<Envelope<null>>().code}`;
const PASSWORD = 'cash4567';
/** Login passwords: downlines are seeded with their merchant's default password. */
const loginOf = (merchant: string, account: string) =>
  account === 'downline1'
    ? `Welcome2${merchant[0]}${merchant.slice(1).toLowerCase()}`
    : `${account}pass`;

describe.each(testDbKinds())('transfer to the upline on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  }, 120_000);
  afterAll(() => t?.close());

  /** Signs in and sets the withdrawal password; returns the transfer call. */
  async function sender(merchant: string, account: string) {
    const token = await tokenOf(t.app, merchant, account, loginOf(merchant, account));
    const post = (path: string, body: object) =>
      call(t.app, merchant, 'POST', path, body, { token });
    expect(codeOf(await post(CASHIER_PATHS.withdrawalPassword, { password: PASSWORD }))).toBe(
      '200 OK',
    );
    return (body: object) =>
      post(WALLET_PATHS.transferUpline, { withdrawalPassword: PASSWORD, ...body });
  }

  it("moves money to the upline's main wallet once per requestId, two ledger entries", async () => {
    const send = await sender('LUMEN', 'downline1');
    const [down, up] = [
      await moneyOf(t.db, 'LUMEN', 'downline1'),
      await moneyOf(t.db, 'LUMEN', 'agent1'),
    ];
    const body = { requestId: 'upline-0001', amount: 2_000 };
    const first = await send(body);
    expect(valueOf<UplineTransferResult>(first)).toEqual({
      requestId: 'upline-0001',
      upline: 'agent1',
      amount: 2_000,
      balance: down.balance - down.held - 2_000,
    });
    expect((await send(body)).json()).toEqual(first.json());
    expect(codeOf(await send({ ...body, amount: 1_000 }))).toBe('409 REQUEST_ID_CONFLICT');
    const [downAfter, upAfter] = [
      await moneyOf(t.db, 'LUMEN', 'downline1'),
      await moneyOf(t.db, 'LUMEN', 'agent1'),
    ];
    expect(downAfter.balance).toBe(down.balance - 2_000);
    expect(upAfter.balance).toBe(up.balance + 2_000);
    for (const money of [downAfter, upAfter]) {
      expect(money.ledgerSum).toBe(money.balance);
      expect(money.lastBalanceAfter).toBe(money.balance);
    }
    const kinds = await t.db
      .selectFrom('ledger_entry')
      .select(['kind', 'member_id', 'amount'])
      .where('idempotency_key', 'like', `upline:${down.memberId}:upline-0001:%`)
      .orderBy('id')
      .execute();
    expect(kinds.map((e) => [e.kind, Number(e.member_id), Number(e.amount)])).toEqual([
      ['UPLINE_OUT', down.memberId, -2_000],
      ['UPLINE_IN', up.memberId, 2_000],
    ]);
  });

  it('refuses a wrong password, bad amounts, too much, and a member without upline', async () => {
    const send = (body: object) =>
      tokenOf(t.app, 'LUMEN', 'downline1', loginOf('LUMEN', 'downline1')).then((token) =>
        call(t.app, 'LUMEN', 'POST', WALLET_PATHS.transferUpline, body, { token }),
      );
    const before = await moneyOf(t.db, 'LUMEN', 'downline1');
    const ok = { requestId: 'upline-bad-1', amount: 100, withdrawalPassword: PASSWORD };
    expect(codeOf(await send({ ...ok, withdrawalPassword: 'wrong-one' }))).toBe(
      '400 WITHDRAWAL_PASSWORD_WRONG',
    );
    for (const amount of [0, -1, 1.5, '100', 1e20])
      expect(codeOf(await send({ ...ok, amount }))).toBe('400 TRANSFER_AMOUNT_INVALID');
    expect(codeOf(await send({ ...ok, amount: before.balance + 1 }))).toBe(
      '409 INSUFFICIENT_BALANCE',
    );
    expect(codeOf(await send({ amount: 100, withdrawalPassword: PASSWORD }))).toBe(
      '400 BAD_REQUEST',
    );
    expect(await moneyOf(t.db, 'LUMEN', 'downline1')).toEqual(before);
    const orphan = await sender('LUMEN', 'player1');
    expect(codeOf(await orphan({ requestId: 'upline-none-1', amount: 100 }))).toBe(
      '409 UPLINE_MISSING',
    );
  });

  it('lets two downlines send to their upline at once without lost money', async () => {
    // player1 joins agent1's team beside downline1 (the team tree refuses a loop, so two members
    // can never be each other's upline; sending both ways is the agent's transfer to a downline).
    const agent = await moneyOf(t.db, 'AURORA', 'agent1');
    const [first, second] = [
      await moneyOf(t.db, 'AURORA', 'downline1'),
      await moneyOf(t.db, 'AURORA', 'player1'),
    ];
    await t.db
      .updateTable('member')
      .set({ parent_id: agent.memberId })
      .where('id', '=', second.memberId)
      .execute();
    const senders = [await sender('AURORA', 'downline1'), await sender('AURORA', 'player1')];
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        senders[n % 2]!({ requestId: `both-${n}-0000`, amount: 100 }),
      ),
    );
    expect(replies.map(codeOf).filter((code) => code !== '200 OK')).toEqual([]);
    const after = await Promise.all(
      ['agent1', 'downline1', 'player1'].map((account) => moneyOf(t.db, 'AURORA', account)),
    );
    // 20 from each: the agent gained what they lost, every entry accounted for.
    expect(after.map((money) => money.balance)).toEqual([
      agent.balance + 4_000,
      first.balance - 2_000,
      second.balance - 2_000,
    ]);
    expect(after[0]?.ledgerCount).toBe(agent.ledgerCount + 40);
    for (const money of after) expect(money.ledgerSum).toBe(money.balance);
  });
});
