import {
  LOTTERY_BET_PATHS,
  PATHS,
  SANDBOX_LOTTERY_PATHS,
  type Envelope,
  type LaunchResult,
  type LotteryBet,
  type LotteryTable,
} from '@tessera/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, tokenOf } from '../../testing/accounts';
import { valueOf } from '../../testing/requests';
import { moneyOf, prepareSandbox, sandboxCall } from '../../testing/sandbox';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDbKinds } from '../../testing/test-db';

// Fast 3 1-minute: three dice (1–6) a minute; bets are on the first die, close 10 s before.
const GAME = { gameCode: 'TCG_LOTTO_FAST3_1M', vassalage: 'TCG_LOTTO' };
const MINUTE = 60_000;
/** The draw number of the 1-minute draw at `ms` (UTC day and its 1-based minute). */
const drawNoAt = (ms: number) =>
  `${new Date(ms).toISOString().slice(0, 10).replaceAll('-', '')}-${String(Math.floor((ms % 86_400_000) / MINUTE) + 1).padStart(4, '0')}`;

describe.each(testDbKinds())('sandbox lottery on %s', (kind) => {
  let t: TestApp;
  // The app's clock: draws follow it, so the tests move it instead of waiting.
  // Set when the suite starts: sealed logins need a clock near the real one.
  let minuteStart = 0;
  let nextDraw = 0;
  let openNo = '';
  // The real clock until the suite sets one (sealed logins check it against theirs).
  let clock: number | null = null;
  let session: string;
  let launch: string;
  let pageUrl: string;
  beforeAll(async () => {
    t = await startTestApp(kind, undefined, {
      now: () => new Date(clock ?? Date.now()),
      operatorToken: 'ops-token',
    });
    await prepareSandbox(t.db);
    session = await tokenOf(t.app, 'AURORA', 'player1', 'player1pass');
    const res = await call(
      t.app,
      'AURORA',
      'POST',
      PATHS.launchGame,
      { ...GAME, language: 'bn' },
      { token: session },
    );
    pageUrl = res.json<Envelope<LaunchResult>>().value?.url ?? '';
    launch = new URL(pageUrl, 'http://x').searchParams.get('launch') ?? '';
    // Then 20 s into the current minute: the next draw is open for 30 s more.
    minuteStart = Math.floor(Date.now() / MINUTE) * MINUTE;
    nextDraw = minuteStart + MINUTE;
    openNo = drawNoAt(nextDraw);
    clock = minuteStart + 20_000;
  });
  afterAll(() => t?.close());

  const play = (path: string, body?: object) => sandboxCall(t.app, launch, path, body, null);
  const state = async () => valueOf<LotteryTable>(await play(SANDBOX_LOTTERY_PATHS.state));
  const bet = (body: object) => play(SANDBOX_LOTTERY_PATHS.bet, body);
  const money = () => moneyOf(t.db, 'AURORA', 'player1');
  const myBets = async () =>
    valueOf<LotteryBet[]>(
      await call(t.app, 'AURORA', 'GET', LOTTERY_BET_PATHS.bets, undefined, { token: session }),
    );
  const codeOf = (res: { statusCode: number; json: () => unknown }) => [
    res.statusCode,
    (res.json() as Envelope<unknown>).code,
  ];

  it('launches a lottery into the bet slip page, not the slot', async () => {
    expect(pageUrl).toMatch(/^\/sandbox\/play\/lottery\?/);
    const page = await t.app.inject({ url: `${pageUrl}&theme=light&colors=fff8ec,ffffff` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('id="type"');
    expect(page.body).toContain('বাজি ধরুন'); // "Place bet" in Bengali
    expect(page.body).toContain('color-scheme:light;--bg:#fff8ec;--panel:#ffffff');
    const slot = await t.app.inject({ url: pageUrl.replace('/lottery?', '/slot?') });
    expect(slot.statusCode).toBe(404);
  });

  it('offers the next draw with each bet type at its odds', async () => {
    const table = await state();
    expect(table.openDraw).toEqual({
      drawNo: openNo,
      drawAt: new Date(nextDraw).toISOString(),
      closesAt: new Date(nextDraw - 10_000).toISOString(),
      // Only the commitment of the numbers, never the numbers (lottery-foresight.spec.ts).
      commitment: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect([table.min, table.max]).toEqual([1, 6]);
    expect(table.options).toEqual([
      { betType: 'BIG', oddsHundredths: 194 },
      { betType: 'SMALL', oddsHundredths: 194 },
      { betType: 'ODD', oddsHundredths: 194 },
      { betType: 'EVEN', oddsHundredths: 194 },
      { betType: 'NUMBER', oddsHundredths: 582 },
    ]);
  });

  it('refuses a closed draw, a draw not yet open, and a bad pick, moving no money', async () => {
    const before = await money();
    for (const drawNo of [drawNoAt(minuteStart), drawNoAt(nextDraw + MINUTE)])
      expect(codeOf(await bet({ drawNo, betType: 'BIG', stake: 100 }))).toEqual([
        409,
        'DRAW_CLOSED',
      ]);
    const drawNo = openNo;
    for (const body of [
      { drawNo, betType: 'NUMBER', stake: 100 },
      { drawNo, betType: 'NUMBER', pick: 7, stake: 100 },
      { drawNo, betType: 'BIG', pick: 3, stake: 100 },
    ])
      expect(codeOf(await bet(body))).toEqual([400, 'BAD_REQUEST']);
    expect(codeOf(await bet({ drawNo, betType: 'BIG', stake: 0 }))[0]).toBe(400);
    // Inside the last 10 s the draw is closed and the next one is open.
    clock = nextDraw - 5_000;
    expect(codeOf(await bet({ drawNo, betType: 'BIG', stake: 100 }))).toEqual([409, 'DRAW_CLOSED']);
    expect((await state()).openDraw.drawNo).toBe(drawNoAt(nextDraw + MINUTE));
    expect(await money()).toEqual(before);
    clock = minuteStart + 20_000;
  });

  it('refuses a stake above the balance and keeps no bet of it', async () => {
    const { balance } = await money();
    const res = await bet({ drawNo: openNo, betType: 'BIG', stake: balance + 1 });
    expect(codeOf(res)).toEqual([409, 'INSUFFICIENT_BALANCE']);
    expect((await state()).bets).toEqual([]);
  });

  it('debits the stake, shows the bet open, then the sweep pays it after the draw', async () => {
    const before = await money();
    const drawNo = openNo;
    const placed = [
      valueOf<LotteryBet>(await bet({ drawNo, betType: 'BIG', stake: 300 })),
      valueOf<LotteryBet>(await bet({ drawNo, betType: 'SMALL', stake: 200 })),
      valueOf<LotteryBet>(await bet({ drawNo, betType: 'NUMBER', pick: 4, stake: 100 })),
    ];
    expect(placed.map((b) => [b.status, b.payout, b.drawAt])).toEqual(
      Array(3).fill(['open', null, new Date(nextDraw).toISOString()]),
    );
    const afterBets = await money();
    expect(afterBets.balance).toBe(before.balance - 600);
    expect(afterBets.ledgerSum).toBe(afterBets.balance);
    expect((await myBets()).map((b) => b.id)).toEqual(placed.map((b) => b.id).reverse());

    // Before the draw a sweep changes nothing.
    await t.jobs.runDue();
    expect((await myBets()).every((b) => b.status === 'open')).toBe(true);

    clock = nextDraw + 1_000;
    await t.jobs.runDue();
    const settled = await myBets();
    const numbers = settled[0]?.numbers ?? [];
    expect(numbers).toHaveLength(3);
    const first = Number(numbers[0]);
    const expected = (b: LotteryBet) =>
      b.betType === 'BIG' ? first > 3.5 : b.betType === 'SMALL' ? first < 3.5 : first === b.pick;
    let paid = 0;
    for (const b of settled) {
      expect(b.status).toBe(expected(b) ? 'won' : 'lost');
      expect(b.payout).toBe(expected(b) ? Math.floor((b.stake * b.oddsHundredths) / 100) : 0);
      paid += b.payout ?? 0;
    }
    expect(paid).toBeGreaterThan(0); // BIG or SMALL always wins on 1–6
    const after = await money();
    expect(after.balance).toBe(afterBets.balance + paid);
    expect(after.ledgerSum).toBe(after.balance);
    // Stakes and wins went through the PAM API: a WITHDRAW and a DEPOSIT of each bet's round.
    for (const b of settled) {
      const { round_ref: round } = await t.db
        .selectFrom('lottery_bet')
        .select('round_ref')
        .where('id', '=', String(b.id))
        .executeTakeFirstOrThrow();
      const txns = await t.db
        .selectFrom('pam_txn')
        .select(['txn_type', 'provider_txn_id', 'cash_minor'])
        .where('vendor', '=', GAME.vassalage)
        .where('round_id', '=', round)
        .orderBy('txn_type', 'desc')
        .execute();
      expect(txns.map((x) => [x.txn_type, x.provider_txn_id, Number(x.cash_minor)])).toEqual([
        ['WITHDRAW', `${round}:bet`, b.stake],
        ['DEPOSIT', `${round}:win`, b.payout],
      ]);
    }

    // An operator may queue the sweep at once; a second run pays nothing more.
    const ops = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: LOTTERY_BET_PATHS.opsSettlement,
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await ops('wrong')).statusCode).toBe(401);
    expect(valueOf(await ops('ops-token'))).toEqual({ queued: true });
    await t.jobs.runDue();
    expect((await money()).balance).toBe(after.balance);
  });
});
