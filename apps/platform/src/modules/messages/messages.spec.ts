import {
  CASHIER_PATHS,
  MESSAGE_OPS_PATHS,
  MESSAGE_PATHS,
  PATHS,
  depositDecisionPath,
  messageReadPath,
  type Deposit,
  type DepositMethods,
  type Envelope,
  type LoginInfo,
  type MessagePage,
  type UnreadCount,
} from '@tessera/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, tokenOf } from '../../testing/accounts';
import { valueOf } from '../../testing/requests';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDbKinds } from '../../testing/test-db';

const OPS_TOKEN = 'ops-token-for-message-tests';
const codeOf = (res: LightMyRequestResponse) => [res.statusCode, res.json<Envelope<null>>().code];

describe.each(testDbKinds())('messages on %s', (kind) => {
  let t: TestApp;
  let player: string;
  let agent: string;
  beforeAll(async () => {
    t = await startTestApp(kind, undefined, { operatorToken: OPS_TOKEN });
    player = await tokenOf(t.app, 'AURORA', 'player1', 'player1pass');
    agent = await tokenOf(t.app, 'AURORA', 'agent1', 'agent1pass');
  }, 120_000);
  afterAll(() => t?.close());

  const get = <T>(url: string, token: string, merchant = 'AURORA') =>
    call(t.app, merchant, 'GET', url, undefined, { token }).then((res) => valueOf<T>(res));
  const put = (url: string, token: string) => call(t.app, 'AURORA', 'PUT', url, {}, { token });
  const ops = (url: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
      payload,
    });
  const unread = (token: string) =>
    get<UnreadCount>(MESSAGE_PATHS.unreadCount, token).then((value) => value.count);

  it('starts with the seeded messages, one unread, in the list, the count and login info', async () => {
    const page = await get<MessagePage>(MESSAGE_PATHS.messages, player);
    // The seeded reward waiting in the reward centre told player1 with a rewardIssued message.
    expect(page.items.map((m) => [m.title || m.template, m.broadcast, m.read])).toEqual([
      ['Keep your account safe', false, false],
      ['Welcome to Aurora', true, true],
      ['rewardIssued', false, true],
    ]);
    expect(page.unread).toBe(1);
    expect(await unread(player)).toBe(1);
    expect((await get<LoginInfo>(PATHS.loginInfo, player)).unreadMessage).toBe(1);
    // Another member sees the broadcast (unread for them), not player1's own message.
    const other = await get<MessagePage>(MESSAGE_PATHS.messages, agent);
    expect(other.items.map((m) => m.title)).toEqual(['Welcome to Aurora']);
  });

  it('marks a message read once, and the count drops', async () => {
    const [first] = (await get<MessagePage>(MESSAGE_PATHS.messages, player)).items;
    const res = await put(messageReadPath(first!.id), player);
    expect(valueOf<UnreadCount>(res).count).toBe(0);
    expect(valueOf<UnreadCount>(await put(messageReadPath(first!.id), player)).count).toBe(0);
    expect((await get<MessagePage>(`${MESSAGE_PATHS.messages}?unread=true`, player)).items).toEqual(
      [],
    );
  });

  it("refuses another member's message as unknown", async () => {
    const [own] = (await get<MessagePage>(MESSAGE_PATHS.messages, player)).items;
    expect(codeOf(await put(messageReadPath(own!.id), agent))).toEqual([404, 'MESSAGE_NOT_FOUND']);
    expect(codeOf(await put(messageReadPath(999_999), player))).toEqual([404, 'MESSAGE_NOT_FOUND']);
    expect(codeOf(await call(t.app, 'AURORA', 'GET', MESSAGE_PATHS.unreadCount))).toEqual([
      401,
      'UNAUTHORIZED',
    ]);
  });

  it("broadcasts to the merchant's members only, and sends to one account", async () => {
    const sent = await ops(MESSAGE_OPS_PATHS.messages.replace(':code', 'AURORA'), {
      title: 'Maintenance tonight',
      body: 'Games pause from 02:00 to 03:00.',
    });
    expect(valueOf<{ broadcast: boolean }>(sent).broadcast).toBe(true);
    expect(await unread(player)).toBe(1);
    const lumen = await tokenOf(t.app, 'LUMEN', 'player1', 'player1pass');
    const lumenPage = await get<MessagePage>(MESSAGE_PATHS.messages, lumen, 'LUMEN');
    expect(lumenPage.items.map((m) => m.title)).not.toContain('Maintenance tonight');

    await ops(MESSAGE_OPS_PATHS.messages.replace(':code', 'AURORA'), {
      title: 'For you',
      body: 'Hello agent.',
      account: 'agent1',
    });
    expect((await get<MessagePage>(MESSAGE_PATHS.messages, agent)).items[0]?.title).toBe('For you');
    expect((await get<MessagePage>(MESSAGE_PATHS.messages, player)).items[0]?.title).toBe(
      'Maintenance tonight',
    );
    expect(
      codeOf(
        await ops(MESSAGE_OPS_PATHS.messages.replace(':code', 'AURORA'), {
          title: 'x',
          body: 'y',
          account: 'nobody',
        }),
      ),
    ).toEqual([404, 'ACCOUNT_NOT_FOUND']);
  });

  it('marks every message read at once', async () => {
    const res = await put(MESSAGE_PATHS.allRead, player);
    expect(valueOf<UnreadCount>(res).count).toBe(0);
    const page = await get<MessagePage>(MESSAGE_PATHS.messages, player);
    expect(page.items.every((m) => m.read)).toBe(true);
  });

  it('tells the member once when a deposit is approved, however often it is decided', async () => {
    await t.db
      .updateTable('payment_method')
      .set({ daily_count: 20 })
      .where('code', '=', 'BANK')
      .execute();
    const methods = valueOf<DepositMethods>(
      await call(t.app, 'AURORA', 'GET', CASHIER_PATHS.depositMethods, undefined, {
        token: player,
        language: 'en',
      }),
    );
    const bank = methods.list.find((m) => m.name === 'Bank transfer');
    const deposit = valueOf<Deposit>(
      await call(
        t.app,
        'AURORA',
        'POST',
        CASHIER_PATHS.deposits,
        { methodId: bank?.id, amount: 120_000 },
        { token: player },
      ),
    );
    const decide = () => ops(depositDecisionPath(Number(deposit.id)), { action: 'approve' });
    await Promise.all([decide(), decide()]);
    await decide();
    const page = await get<MessagePage>(`${MESSAGE_PATHS.messages}?unread=true`, player);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      template: 'depositApproved',
      params: { amount: '120000', currency: 'BDT' },
      read: false,
    });
  });

  it('pages by cursor', async () => {
    const first = await get<MessagePage>(`${MESSAGE_PATHS.messages}?limit=2`, player);
    expect(first.items).toHaveLength(2);
    const next = await get<MessagePage>(
      `${MESSAGE_PATHS.messages}?limit=2&cursor=${first.nextCursor}`,
      player,
    );
    expect(next.items[0]!.id).toBeLessThan(first.items[1]!.id);
  });
});
