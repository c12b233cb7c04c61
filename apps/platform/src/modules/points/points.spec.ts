import {
  MESSAGE_PATHS,
  POINTS_OPS_PATHS,
  POINTS_PATHS,
  RECORD_PATHS,
  type AccountRecordPage,
  type Envelope,
  type MallItem,
  type MessagePage,
  type MessageTemplate,
  type OpsMallItem,
  type OpsRedeem,
  type PointsBalance,
  type PointsConfig,
  type PointsConverted,
  type PointsEntries,
  type RedeemList,
  type RedeemRecord,
} from '@tessera/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, tokenOf } from '../../testing/accounts';
import { operatorCall } from '../../testing/operator-calls';
import { valueOf } from '../../testing/requests';
import { moneyOf } from '../../testing/sandbox';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDbKinds } from '../../testing/test-db';
import { DEMO_POINTS } from './seed-points';
import { earnPoints } from './points-earn';
import { addApprovedDeposit, addSettledRound } from '../../testing/activity';

const OPS = 'ops-token-for-points';
const PASSWORD = 'cash4567';
const codeOf = (res: LightMyRequestResponse) =>
  `${res.statusCode} ${res.json<Envelope<null>>().code}`;

const opsCall = (
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) => operatorCall(app, OPS, method, url, payload);

describe.each(testDbKinds())('points and the points mall on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let memberId: number;
  const get = (path: string) => call(t.app, 'AURORA', 'GET', path, undefined, { token });
  /** The params of the member's messages of one template, as their message list shows them. */
  const messagesOf = async (template: MessageTemplate) =>
    valueOf<MessagePage>(await get(`${MESSAGE_PATHS.messages}?limit=50`))
      .items.filter((m) => m.template === template)
      .map((m) => m.params);
  const sealed = (path: string, body: object) =>
    call(t.app, 'AURORA', 'POST', path, body, { token, sealed: true });
  const balance = async () => valueOf<PointsBalance>(await get(POINTS_PATHS.balance));
  const items = async () =>
    valueOf<{ items: MallItem[] }>(
      await call(t.app, 'AURORA', 'GET', `${POINTS_PATHS.rewards}?language=bn`),
    ).items;
  const itemNamed = async (en: string) => {
    const all = valueOf<{ items: OpsMallItem[] }>(
      await opsCall(t.app, 'GET', POINTS_OPS_PATHS.items.replace(':code', 'AURORA')),
    ).items;
    return all.find((item) => item.names.en === en)!;
  };

  beforeAll(async () => {
    t = await startTestApp(kind, undefined, { operatorToken: OPS });
    token = await tokenOf(t.app, 'AURORA', 'player1', 'player1pass');
    memberId = (await moneyOf(t.db, 'AURORA', 'player1')).memberId;
    await call(
      t.app,
      'AURORA',
      'POST',
      '/wps/v2/cashier/withdrawal-password',
      { password: PASSWORD },
      { token },
    );
  }, 120_000);
  afterAll(() => t?.close());

  it('starts the demo member with points and shows the mall, rules and rates to anyone', async () => {
    expect(await balance()).toEqual({ points: DEMO_POINTS, earned: 0, pending: 0 });
    const mall = await items();
    expect(mall.map((item) => item.name)).toContain('বোনাস ১০');
    expect(mall.find((item) => item.name === 'কফি মগ')?.stock).toBe(0);
    expect(mall.every((item) => item.imageUrl.startsWith('data:image/svg+xml'))).toBe(true);
    const config = valueOf<PointsConfig>(await call(t.app, 'AURORA', 'GET', POINTS_PATHS.config));
    expect(config.rates.map((rate) => rate.source)).toEqual([
      'DEPOSIT',
      'LIVE',
      'LOTTERY',
      'PVP',
      'SLOTS',
      'SPORTS',
    ]);
    expect(config).toMatchObject({ convertPoints: 100, convertAmount: 100, minConvert: 100 });
    expect(codeOf(await call(t.app, 'AURORA', 'GET', POINTS_PATHS.balance))).toBe(
      '401 UNAUTHORIZED',
    );
  });

  it('earns points once per settled round and per approved deposit, however often the sweep runs', async () => {
    // The seeded demo rounds earn first; then only what this test adds counts.
    await earnPoints(t.db, new Date());
    const start = await balance();
    const at = new Date();
    await addSettledRound(t.db, memberId, { stake: 1_250, at, gameType: 'RNG' });
    await addSettledRound(t.db, memberId, { stake: 1_000, at, gameType: 'LIVE' });
    await addSettledRound(t.db, memberId, { stake: 50, at, gameType: 'RNG' });
    await addApprovedDeposit(t.db, memberId, 20_000, at);
    await earnPoints(t.db, new Date(at.getTime() + 1_000));
    await earnPoints(t.db, new Date(at.getTime() + 2_000));
    await t.jobs.runDue();
    // Slots 1 point per 1.00 (12), live per 2.00 (5), a 0.50 stake earns none, deposit per 10.00 (20).
    expect(await balance()).toMatchObject({ points: start.points + 37, earned: start.earned + 37 });
    const details = valueOf<PointsEntries>(await get(POINTS_PATHS.transactions));
    expect(
      details.items
        .slice(0, 3)
        .map((e) => [e.kind, e.points])
        .sort(),
    ).toEqual(
      [
        ['DEPOSIT', 20],
        ['LIVE', 5],
        ['SLOTS', 12],
      ].sort(),
    );
    expect(details.items[0]?.balanceAfter).toBe(start.points + 37);
  });

  it('redeems an item with the withdrawal password, sealed, and the operator approves it', async () => {
    const bonus = (await items()).find((item) => item.name === 'বোনাস ১০')!;
    const body = { itemId: bonus.id, quantity: 1, withdrawalPassword: PASSWORD };
    expect(codeOf(await call(t.app, 'AURORA', 'POST', POINTS_PATHS.redeem, body, { token }))).toBe(
      '400 PAYLOAD_INVALID',
    );
    expect(
      codeOf(await sealed(POINTS_PATHS.redeem, { ...body, withdrawalPassword: 'wrong-one' })),
    ).toBe('400 WITHDRAWAL_PASSWORD_WRONG');
    const before = await balance();
    const redeemed = valueOf<RedeemRecord>(await sealed(POINTS_PATHS.redeem, body));
    expect(redeemed).toMatchObject({
      status: 'IN_PROCESS',
      changedPoints: -1_000,
      pointsBalance: before.points - 1_000,
      reference: `RDM-${redeemed.id}`,
    });
    expect(await balance()).toMatchObject({ points: before.points - 1_000, pending: 1_000 });
    const list = valueOf<RedeemList>(
      await get(`${POINTS_PATHS.redeemList}?status=IN_PROCESS&language=en`),
    );
    expect(list.items.map((r) => [r.id, r.name])).toEqual([[redeemed.id, 'Bonus 10']]);

    const money = await moneyOf(t.db, 'AURORA', 'player1');
    const decide = (decision: string) =>
      opsCall(t.app, 'POST', POINTS_OPS_PATHS.redeemDecision.replace(':id', String(redeemed.id)), {
        decision,
        remark: 'Enjoy',
      });
    expect(valueOf<OpsRedeem>(await decide('APPROVED'))).toMatchObject({
      status: 'APPROVED',
      remark: 'Enjoy',
    });
    expect(codeOf(await decide('REJECTED'))).toBe('409 REDEEM_ALREADY_DECIDED');
    // Told once, in the decision's transaction, with the item's name in each language.
    expect(await messagesOf('redeemApproved')).toEqual([
      expect.objectContaining({ 'item.en': 'Bonus 10', 'item.bn': 'বোনাস ১০' }),
    ]);
    expect((await moneyOf(t.db, 'AURORA', 'player1')).balance).toBe(money.balance + 1_000);
    const bonusRecord = valueOf<AccountRecordPage>(await get(RECORD_PATHS.bonus));
    expect(bonusRecord.list[0]).toMatchObject({ kind: 'BONUS', amount: 1_000 });
  });

  it('refuses what it cannot do, with nothing taken', async () => {
    const before = await balance();
    const mall = await items();
    const named = (name: string) => mall.find((item) => item.name === name)!;
    const redeem = (itemId: number, extra: object = {}) =>
      sealed(POINTS_PATHS.redeem, { itemId, quantity: 1, withdrawalPassword: PASSWORD, ...extra });
    expect(codeOf(await redeem(named('কফি মগ').id, { address: 'Dhaka' }))).toBe(
      '409 MALL_ITEM_OUT_OF_STOCK',
    );
    expect(codeOf(await redeem(named('দলের টি-শার্ট').id))).toBe('400 REDEEM_ADDRESS_REQUIRED');
    expect(codeOf(await redeem(named('বোনাস ৫০').id))).toBe('409 REDEEM_AMOUNT_NOT_MET');
    expect(codeOf(await redeem(named('স্মার্টফোন').id, { address: 'Dhaka' }))).toBe(
      '409 REDEEM_AMOUNT_NOT_MET',
    );
    expect(codeOf(await redeem(999_999))).toBe('404 MALL_ITEM_NOT_FOUND');
    expect(codeOf(await redeem(named('বোনাস ১০').id, { quantity: 11 }))).toBe('400 BAD_REQUEST');
    const tooMany = Math.floor(before.points / 1_000) + 1;
    if (tooMany <= 10)
      expect(codeOf(await redeem(named('বোনাস ১০').id, { quantity: tooMany }))).toBe(
        '409 POINTS_INSUFFICIENT',
      );
    expect(await balance()).toEqual(before);
  });

  it('gives the points and the stock back when the operator rejects a redeem', async () => {
    const shirt = await itemNamed('Team T-shirt');
    const before = await balance();
    const redeemed = valueOf<RedeemRecord>(
      await sealed(POINTS_PATHS.redeem, {
        itemId: shirt.id,
        quantity: 1,
        withdrawalPassword: PASSWORD,
        address: 'House 1, Dhaka',
      }),
    );
    expect((await itemNamed('Team T-shirt')).stock).toBe(shirt.stock! - 1);
    const rejected = valueOf<OpsRedeem>(
      await opsCall(
        t.app,
        'POST',
        POINTS_OPS_PATHS.redeemDecision.replace(':id', String(redeemed.id)),
        {
          decision: 'REJECTED',
          remark: 'Out of sizes',
        },
      ),
    );
    expect(rejected).toMatchObject({
      status: 'REJECTED',
      changedPoints: 0,
      address: 'House 1, Dhaka',
    });
    expect(await balance()).toMatchObject({ points: before.points, pending: 0 });
    expect((await itemNamed('Team T-shirt')).stock).toBe(shirt.stock);
    const list = valueOf<RedeemList>(await get(`${POINTS_PATHS.redeemList}?status=REJECTED`));
    expect(list.items[0]).toMatchObject({ id: redeemed.id, remark: 'Out of sizes' });
    expect(await messagesOf('redeemRejected')).toEqual([
      expect.objectContaining({ 'item.en': 'Team T-shirt' }),
    ]);
  });

  it('converts points to balance once per request id, in whole steps', async () => {
    const before = await balance();
    const money = await moneyOf(t.db, 'AURORA', 'player1');
    const convert = (points: number, requestId: string) =>
      sealed(POINTS_PATHS.convert, { points, withdrawalPassword: PASSWORD, requestId });
    expect(codeOf(await convert(150, 'convert-aaaa-1'))).toBe('400 POINTS_CONVERT_INVALID');
    expect(codeOf(await convert(50, 'convert-aaaa-1'))).toBe('400 POINTS_CONVERT_INVALID');
    const first = valueOf<PointsConverted>(await convert(300, 'convert-aaaa-2'));
    expect(first).toEqual({
      points: 300,
      amount: 300,
      pointsBalance: before.points - 300,
      balance: money.balance + 300,
    });
    expect(valueOf<PointsConverted>(await convert(300, 'convert-aaaa-2'))).toMatchObject({
      pointsBalance: before.points - 300,
    });
    expect(codeOf(await convert(400, 'convert-aaaa-2'))).toBe('409 REQUEST_ID_CONFLICT');
    expect(await balance()).toMatchObject({ points: before.points - 300 });
    const after = await moneyOf(t.db, 'AURORA', 'player1');
    expect(after.balance).toBe(money.balance + 300);
    expect(after.ledgerSum).toBe(after.balance);
    const account = valueOf<AccountRecordPage>(
      await get(`${RECORD_PATHS.account}?kind=POINTS_CONVERT`),
    );
    expect(account.list.map((entry) => entry.amount)).toEqual([300]);
    expect(
      codeOf(await convert(Math.ceil(before.points / 100) * 100 + 1_000, 'convert-aaaa-3')),
    ).toBe('409 POINTS_INSUFFICIENT');
  });

  it('lets the operator change rates and items, and refuses a bad configuration', async () => {
    const path = POINTS_OPS_PATHS.config.replace(':code', 'LUMEN');
    const config = valueOf<PointsConfig>(await opsCall(t.app, 'GET', path));
    const changed = {
      ...config,
      rates: [{ source: 'SLOTS', amountPerPoint: 500 }],
      convertPoints: 50,
      minConvert: 100,
    };
    expect(valueOf<PointsConfig>(await opsCall(t.app, 'PUT', path, changed))).toMatchObject({
      rates: [{ source: 'SLOTS', amountPerPoint: 500 }],
      convertPoints: 50,
    });
    expect(codeOf(await opsCall(t.app, 'PUT', path, { ...changed, minConvert: 75 }))).toBe(
      '400 BAD_REQUEST',
    );
    const added = valueOf<OpsMallItem>(
      await opsCall(t.app, 'POST', POINTS_OPS_PATHS.items.replace(':code', 'LUMEN'), {
        kind: 'GIFT',
        names: { en: 'Cap', tl: 'Sumbrero' },
        imageUrl: '/cdn/cap.png',
        pointsRequired: 10,
        amountRequired: 0,
        value: 0,
        stock: 3,
        active: true,
        sort: 99,
      }),
    );
    const updated = valueOf<OpsMallItem>(
      await opsCall(t.app, 'PUT', POINTS_OPS_PATHS.item.replace(':id', String(added.id)), {
        stock: 7,
        active: false,
      }),
    );
    expect(updated).toMatchObject({
      stock: 7,
      active: false,
      names: { en: 'Cap', tl: 'Sumbrero' },
    });
    expect(
      codeOf(
        await opsCall(t.app, 'PUT', POINTS_OPS_PATHS.item.replace(':id', '999999'), { stock: 1 }),
      ),
    ).toBe('404 MALL_ITEM_NOT_FOUND');
    const lumenItems = valueOf<{ items: MallItem[] }>(
      await call(t.app, 'LUMEN', 'GET', POINTS_PATHS.rewards),
    );
    expect(lumenItems.items.some((item) => item.id === added.id)).toBe(false);
  });
});
