import {
  RECORD_PATHS,
  type AccountRecordPage,
  type BetRecordPage,
  type Envelope,
  type ProfitReport,
} from '@tessera/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, tokenOf } from '../../testing/accounts';
import { addPastEntries, memberIdOf } from '../../testing/records';
import { valueOf } from '../../testing/requests';
import { prepareSandbox, TEST_GAMES } from '../../testing/sandbox';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDbKinds } from '../../testing/test-db';

const codeOf = (res: LightMyRequestResponse) => [res.statusCode, res.json<Envelope<null>>().code];
/** The platform's clock: 2026-03-11 12:00 in Dhaka (UTC+6), 14:00 in Manila (UTC+8). */
const NOW = new Date('2026-03-11T06:00:00Z');

describe.each(testDbKinds())('member records on %s', (kind) => {
  let t: TestApp;
  let aurora: string;
  let auroraId: number;
  let lumen: string;
  let agent: string;
  // Sealed logins carry the real time, so sign in first, then move the clock to NOW.
  let clock = new Date();
  beforeAll(async () => {
    t = await startTestApp(kind, undefined, { now: () => clock });
    await prepareSandbox(t.db);
    aurora = await tokenOf(t.app, 'AURORA', 'player1', 'player1pass');
    lumen = await tokenOf(t.app, 'LUMEN', 'player1', 'player1pass');
    agent = await tokenOf(t.app, 'AURORA', 'agent1', 'agent1pass');
    clock = NOW;
    auroraId = await memberIdOf(t.db, 'AURORA', 'player1');
    await addPastEntries(t.db, auroraId, [
      // 2026-03-01 00:30 in Dhaka: the 1st there, still the 28th of February in UTC.
      { at: '2026-02-28T18:30:00Z', kind: 'DEPOSIT', amount: 100_000, key: 'deposit:41' },
      { at: '2026-03-05T10:00:00Z', kind: 'BET', amount: -20_000, key: 'wallet:vendor-secret-1' },
      { at: '2026-03-05T10:00:00Z', kind: 'WIN', amount: 45_000, key: 'wallet:vendor-secret-2' },
      {
        at: '2026-03-10T08:00:00Z',
        kind: 'WITHDRAW_PAID',
        amount: -30_000,
        key: 'withdrawal:7:paid',
      },
      { at: '2026-03-11T05:00:00Z', kind: 'BET', amount: -5_000, key: 'wallet:vendor-secret-3' },
    ]);
  }, 120_000);
  afterAll(() => t?.close());

  const get = (path: string, query: string, token = aurora) =>
    call(t.app, 'AURORA', 'GET', `${path}?${query}`, undefined, { token });
  const account = async (query: string) =>
    valueOf<AccountRecordPage>(await get(RECORD_PATHS.account, query));

  it('lists ledger entries newest first in the merchant time zone, with readable references', async () => {
    const page = await account('from=2026-03-01&to=2026-03-11');
    expect(page.list.map((r) => [r.kind, r.amount, r.reference, r.time])).toEqual([
      ['BET', -5_000, expect.stringMatching(/^TXN-[0-9A-F]{10}$/), '2026-03-11 11:00:00'],
      ['WITHDRAW_PAID', -30_000, 'WDR-7', '2026-03-10 14:00:00'],
      ['WIN', 45_000, expect.stringMatching(/^TXN-/), '2026-03-05 16:00:00'],
      ['BET', -20_000, expect.stringMatching(/^TXN-/), '2026-03-05 16:00:00'],
      ['DEPOSIT', 100_000, 'DEP-41', '2026-03-01 00:30:00'],
    ]);
    // Each balance after is the one before plus the amount; no vendor key is shown.
    for (let i = 0; i + 1 < page.list.length; i++)
      expect(page.list[i]!.balanceAfter).toBe(
        page.list[i + 1]!.balanceAfter + page.list[i]!.amount,
      );
    expect(JSON.stringify(page)).not.toContain('vendor-secret');
    expect(page.totals).toEqual({ in: 145_000, out: 55_000 });
    expect(page.nextCursor).toBeNull();
  });

  it('cuts days at midnight in the merchant zone', async () => {
    const first = await account('from=2026-03-01&to=2026-03-01');
    expect(first.list.map((r) => r.reference)).toEqual(['DEP-41']);
    const before = await account('from=2026-02-28&to=2026-02-28');
    expect(before.list).toEqual([]);
    expect(before.totals).toEqual({ in: 0, out: 0 });
  });

  it('pages by cursor without skipping rows of the same time, totals over the whole range', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: AccountRecordPage = await account(
        `from=2026-03-01&to=2026-03-11&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.totals).toEqual({ in: 145_000, out: 55_000 });
      seen.push(...page.list.map((r) => `${r.kind}${r.amount}`));
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual([
      'BET-5000',
      'WITHDRAW_PAID-30000',
      'WIN45000',
      'BET-20000',
      'DEPOSIT100000',
    ]);
  });

  it('filters by kind and defaults to the last 7 days of the merchant', async () => {
    const bets = await account('from=2026-03-01&to=2026-03-11&kind=BET');
    expect(bets.list.map((r) => r.amount)).toEqual([-5_000, -20_000]);
    expect(bets.totals).toEqual({ in: 0, out: 25_000 });
    // 2026-03-05 .. 2026-03-11 in Dhaka.
    const recent = await account('');
    expect(recent.list.map((r) => r.kind)).toEqual(['BET', 'WITHDRAW_PAID', 'WIN', 'BET']);
  });

  it('refuses bad filters with a code and never a 5xx', async () => {
    const cases: [string, number, string][] = [
      ['from=2026-03-02&to=2026-03-01', 400, 'RECORD_RANGE_INVALID'],
      ['from=2026-02-30&to=2026-03-01', 400, 'RECORD_RANGE_INVALID'],
      ['from=2025-12-01&to=2026-03-11', 400, 'RECORD_RANGE_INVALID'],
      ['from=yesterday', 400, 'BAD_REQUEST'],
      ['kind=LOTTERY', 400, 'BAD_REQUEST'],
      ['limit=0', 400, 'BAD_REQUEST'],
      ['limit=101', 400, 'BAD_REQUEST'],
      ['cursor=abc', 400, 'BAD_REQUEST'],
      ['cursor=99999999999999999999', 400, 'BAD_REQUEST'],
    ];
    for (const [query, status, code] of cases)
      expect(codeOf(await get(RECORD_PATHS.account, query)), query).toEqual([status, code]);
    expect(codeOf(await call(t.app, 'AURORA', 'GET', RECORD_PATHS.account))).toEqual([
      401,
      'UNAUTHORIZED',
    ]);
  });

  it("shows only the member's own entries, in its own merchant's time zone", async () => {
    const lumenRecord = async () =>
      valueOf<AccountRecordPage>(
        await call(
          t.app,
          'LUMEN',
          'GET',
          `${RECORD_PATHS.account}?from=2026-03-01&to=2026-03-11`,
          undefined,
          { token: lumen },
        ),
      ).list;
    expect(await lumenRecord()).toEqual([]);
    const lumenId = await memberIdOf(t.db, 'LUMEN', 'player1');
    // 2026-03-11 00:30 in Manila (UTC+8), still the 10th in Dhaka.
    await addPastEntries(t.db, lumenId, [
      { at: '2026-03-10T16:30:00Z', kind: 'DEPOSIT', amount: 50_000, key: 'deposit:900' },
    ]);
    expect((await lumenRecord()).map((r) => [r.reference, r.time])).toEqual([
      ['DEP-900', '2026-03-11 00:30:00'],
    ]);
  });

  it('lists bonus entries only, empty until a bonus is paid', async () => {
    const bonus = async () =>
      valueOf<AccountRecordPage>(await get(RECORD_PATHS.bonus, 'from=2026-03-01&to=2026-03-11'));
    expect(await bonus()).toEqual({ list: [], nextCursor: null, totals: { in: 0, out: 0 } });
    await addPastEntries(t.db, auroraId, [
      { at: '2026-03-09T00:00:00Z', kind: 'BONUS', amount: 7_000, key: 'bonus:welcome:1' },
    ]);
    const paid = await bonus();
    expect(paid.list.map((r) => [r.kind, r.amount, r.time])).toEqual([
      ['BONUS', 7_000, '2026-03-09 06:00:00'],
    ]);
    expect(paid.totals).toEqual({ in: 7_000, out: 0 });
  });

  describe('bets and profit', () => {
    let member: number;
    let token: string;
    beforeAll(async () => {
      token = agent;
      member = await memberIdOf(t.db, 'AURORA', 'agent1');
      const games = await t.db
        .selectFrom('game')
        .select(['node_id', 'game_code'])
        .where('game_code', 'in', [TEST_GAMES.slot.code, TEST_GAMES.crash.code])
        .execute();
      const node = (code: string) => games.find((g) => g.game_code === code)!.node_id;
      const round = (
        ref: string,
        code: string,
        at: string,
        stake: number,
        payout: number,
        status: 'open' | 'settled' | 'cancelled',
      ) => ({
        round_ref: ref,
        merchant_code: 'AURORA',
        member_id: member,
        node_id: node(code),
        stake,
        payout,
        status,
        opened_at: new Date(at),
      });
      await t.db
        .insertInto('game_round')
        .values([
          round('R-1', TEST_GAMES.slot.code, '2026-03-09T03:00:00Z', 10_000, 25_000, 'settled'),
          round('R-2', TEST_GAMES.slot.code, '2026-03-09T04:00:00Z', 10_000, 0, 'settled'),
          round('R-3', TEST_GAMES.crash.code, '2026-03-10T19:00:00Z', 5_000, 5_000, 'settled'),
          round('R-4', TEST_GAMES.crash.code, '2026-03-11T01:00:00Z', 3_000, 0, 'cancelled'),
          round('R-5', TEST_GAMES.slot.code, '2026-03-11T02:00:00Z', 2_000, 0, 'open'),
        ])
        .execute();
    });

    it('lists rounds with game, vendor, result and totals', async () => {
      const page = valueOf<BetRecordPage>(
        await get(RECORD_PATHS.bets, 'from=2026-03-01&to=2026-03-11&limit=4', token),
      );
      expect(
        page.list.map((r) => [r.roundRef, r.game, r.vendor, r.result, r.status, r.time]),
      ).toEqual([
        ['R-5', TEST_GAMES.slot.name, 'PG', null, 'open', '2026-03-11 08:00:00'],
        ['R-4', TEST_GAMES.crash.name, 'PG', null, 'cancelled', '2026-03-11 07:00:00'],
        ['R-3', TEST_GAMES.crash.name, 'PG', 'draw', 'settled', '2026-03-11 01:00:00'],
        ['R-2', TEST_GAMES.slot.name, 'PG', 'loss', 'settled', '2026-03-09 10:00:00'],
      ]);
      expect(page.list[3]).toMatchObject({
        stake: 10_000,
        payout: 0,
        net: -10_000,
        gameType: 'RNG',
      });
      // Cancelled rounds were refunded: not in the totals.
      expect(page.totals).toEqual({ stake: 27_000, payout: 30_000, net: 3_000 });
      const rest = valueOf<BetRecordPage>(
        await get(
          RECORD_PATHS.bets,
          `from=2026-03-01&to=2026-03-11&limit=4&cursor=${page.nextCursor}`,
          token,
        ),
      );
      expect(rest.list.map((r) => [r.roundRef, r.result, r.net])).toEqual([['R-1', 'win', 15_000]]);
      expect(rest.nextCursor).toBeNull();
      const none = valueOf<BetRecordPage>(
        await get(RECORD_PATHS.bets, 'from=2026-03-01&to=2026-03-11&vendor=jili', token),
      );
      expect(none).toEqual({ list: [], nextCursor: null, totals: { stake: 0, payout: 0, net: 0 } });
      const byType = valueOf<BetRecordPage>(
        await get(RECORD_PATHS.bets, 'from=2026-03-01&to=2026-03-11&gameType=rng&vendor=pg', token),
      );
      expect(byType.list).toHaveLength(5);
      expect(codeOf(await get(RECORD_PATHS.bets, 'vendor=a%20b', token))).toEqual([
        400,
        'BAD_REQUEST',
      ]);
    });

    it('sums profit and loss per merchant day and game type', async () => {
      const report = valueOf<ProfitReport>(
        await get(RECORD_PATHS.profit, 'from=2026-03-01&to=2026-03-11', token),
      );
      expect(report.days).toEqual([
        { day: '2026-03-11', gameType: 'RNG', stake: 7_000, payout: 5_000, net: -2_000 },
        { day: '2026-03-09', gameType: 'RNG', stake: 20_000, payout: 25_000, net: 5_000 },
      ]);
      expect(report.totals).toEqual({ stake: 27_000, payout: 30_000, net: 3_000 });
      expect(
        codeOf(await get(RECORD_PATHS.profit, 'from=2026-03-11&to=2026-03-01', token)),
      ).toEqual([400, 'RECORD_RANGE_INVALID']);
    });
  });
});
