import { PATHS, type Envelope, type LaunchResult } from '@tessera/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, tokenOf } from '../../testing/accounts';
import { moneyOf } from '../../testing/sandbox';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDbKinds } from '../../testing/test-db';
import { sha256 } from '../../core/security/tokens';
import { installPamToken, TEST_PAM_TOKEN } from '../../testing/pam';
import { lotterySettling, sandboxPamClient, type SandboxPlayer } from '../sandbox-vendor';
import { resolveLaunch, walletService, type LaunchOf } from '../wallet';
import { betTxn, lotteryTable, placeBet } from './lottery-bets';
import { PENDING_GRACE_MS, settleLotteryBets } from './lottery-settlement';
import { drawKeySource, type DrawKey } from './lottery-secret';

const MINUTE = 60_000;

// On PostgreSQL the runs really overlap, on separate connections (on PGlite they queue, and the
// test only checks the outcome): two settlement runs at once pay every bet exactly once, and a
// bet whose placing died midway is refunded once. Bets and settlements go through the PAM API
// as the sandbox vendor books them (its client, under the test aggregator's token).
describe.each(testDbKinds())('lottery settlement racing on %s', (kind) => {
  let t: TestApp;
  // The real clock until the suite sets one (sealed logins check it against theirs).
  let clock: number | null = null;
  const now = () => new Date(clock ?? Date.now());
  let launch: LaunchOf;
  let token: string;
  let player: SandboxPlayer;
  // The database's own secret, as the app's routes and sweep would load it.
  let key: DrawKey;
  /** Signs agent1 in and launches the lottery: a live game session and its PAM bookings. */
  async function launchLottery() {
    const session = await tokenOf(t.app, 'AURORA', 'agent1', 'agent1pass');
    const res = await call(
      t.app,
      'AURORA',
      'POST',
      PATHS.launchGame,
      { gameCode: 'TCG_LOTTO_SSC_1M', vassalage: 'TCG_LOTTO' },
      { token: session },
    );
    const url = res.json<Envelope<LaunchResult>>().value?.url ?? '';
    token = new URL(url, 'http://x').searchParams.get('launch') ?? '';
    launch = await resolveLaunch(t.db, token, now());
    player = await pam().player(token, launch);
  }
  beforeAll(async () => {
    t = await startTestApp(kind, undefined, { now });
    await installPamToken(t.db);
    key = await drawKeySource(t.db)();
    await launchLottery();
  }, 120_000);
  afterAll(() => t?.close());

  const pam = () => sandboxPamClient(t.app, { db: t.db, now, apiToken: TEST_PAM_TOKEN });
  /** What the sweep settles with: a client of its own per run, as on another replica. */
  const wallet = () => lotterySettling(pam(), walletService(t.db, now));
  const pamRows = async (type: string) =>
    (
      await t.db
        .selectFrom('pam_txn')
        .select('provider_txn_id')
        .where('member_id', '=', String(launch.memberId))
        .where('txn_type', '=', type)
        .execute()
    ).map((row) => row.provider_txn_id);
  const launchSessions = async () =>
    (await t.db.selectFrom('launch_session').select('token_hash').execute()).length;
  const money = () => moneyOf(t.db, 'AURORA', 'agent1');
  const winEntries = async () =>
    (
      await t.db
        .selectFrom('ledger_entry')
        .select('id')
        .where('member_id', '=', launch.memberId)
        .where('kind', '=', 'WIN')
        .execute()
    ).length;

  it('pays each bet once when two settlement runs overlap after the session ended', async () => {
    const { openDraw } = await lotteryTable(t.db, key, launch, now());
    const types = ['BIG', 'SMALL', 'ODD', 'EVEN'] as const;
    const bets = [];
    for (let i = 0; i < 12; i++)
      bets.push(
        await placeBet(
          t.db,
          player,
          launch,
          {
            drawNo: openDraw.drawNo,
            betType: types[i % 4] as (typeof types)[number],
            stake: 100 + i,
          },
          now,
        ),
      );
    const before = await money();
    const winsBefore = await winEntries();
    // Every stake went through PAM: a WITHDRAW row per bet.
    const rounds = (
      await t.db
        .selectFrom('lottery_bet')
        .select('round_ref')
        .where(
          'id',
          'in',
          bets.map((bet) => String(bet.id)),
        )
        .execute()
    ).map((row) => row.round_ref);
    expect(await pamRows('WITHDRAW')).toEqual(
      expect.arrayContaining(rounds.map((round) => betTxn(round).bet)),
    );
    // The player logs out before the draw: the launch ends, its bets still settle.
    await t.db
      .updateTable('session')
      .set({ revoked_at: now() })
      .where('id', '=', (eb) =>
        eb
          .selectFrom('launch_session')
          .select('session_id')
          .where('token_hash', '=', sha256(token)),
      )
      .execute();
    const sessionsBefore = await launchSessions();
    clock = Date.parse(openDraw.drawAt) + 1_000;
    const [a, b] = await Promise.all([
      settleLotteryBets(t.db, key, wallet(), now()),
      settleLotteryBets(t.db, key, wallet(), now()),
    ]);
    expect(a + b).toBe(12);
    const rows = await t.db
      .selectFrom('lottery_bet')
      .select(['status', 'payout'])
      .where(
        'id',
        'in',
        bets.map((bet) => String(bet.id)),
      )
      .execute();
    const paid = rows.reduce((sum, row) => sum + Number(row.payout), 0);
    const winners = rows.filter((row) => row.status === 'won').length;
    // 0–9: BIG or SMALL and ODD or EVEN always win, so half the bets do.
    expect(winners).toBe(6);
    expect(rows.every((row) => row.status === 'won' || row.status === 'lost')).toBe(true);
    expect(await winEntries()).toBe(winsBefore + winners);
    const after = await money();
    expect(after.balance).toBe(before.balance + paid);
    expect(after.ledgerSum).toBe(after.balance);
    expect(after.lastBalanceAfter).toBe(after.balance);
    // Each win was a DEPOSIT on its bet's round, and the settlement sessions are gone again.
    expect(await pamRows('DEPOSIT')).toEqual(
      expect.arrayContaining(rounds.map((round) => betTxn(round).win)),
    );
    expect(await launchSessions()).toBe(sessionsBefore);
    // Later runs settle nothing more.
    expect(await settleLotteryBets(t.db, key, wallet(), now())).toBe(0);
    expect((await money()).balance).toBe(after.balance);
  });

  it('refunds, once, a bet whose placing died after its debit', async () => {
    await launchLottery(); // the first test's player logged out
    const { openDraw } = await lotteryTable(t.db, key, launch, now());
    const before = await money();
    // The state a crash between the debit and the `open` update leaves behind.
    const roundRef = 'lotto-crashed-bet';
    await player.debit({ txnId: betTxn(roundRef).bet, roundId: roundRef, amount: 700 });
    await t.db
      .insertInto('lottery_bet')
      .values({
        member_id: launch.memberId,
        merchant_code: launch.merchantCode,
        node_id: launch.nodeId,
        wallet: launch.wallet ?? 'MAIN',
        game_code: launch.gameCode,
        game_name: launch.displayName,
        draw_index: Math.floor(Date.parse(openDraw.drawAt) / MINUTE),
        draw_no: openDraw.drawNo,
        draw_at: new Date(openDraw.drawAt),
        bet_type: 'BIG',
        pick: null,
        stake: 700,
        odds_hundredths: 194,
        round_ref: roundRef,
        status: 'pending',
        payout: null,
        numbers: null,
        placed_at: now(),
        settled_at: null,
      })
      .execute();
    expect((await money()).balance).toBe(before.balance - 700);
    clock = (clock ?? Date.now()) + PENDING_GRACE_MS + 1_000;
    await Promise.all([
      settleLotteryBets(t.db, key, wallet(), now()),
      settleLotteryBets(t.db, key, wallet(), now()),
    ]);
    const row = await t.db
      .selectFrom('lottery_bet')
      .select('status')
      .where('round_ref', '=', roundRef)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('void');
    expect(await pamRows('CANCEL')).toEqual([betTxn(roundRef).cancel]);
    const after = await money();
    expect(after.balance).toBe(before.balance);
    expect(after.ledgerSum).toBe(after.balance);
  });

  it('settles the other bets when one cannot be booked, and says so after', async () => {
    const place = async () => {
      const { openDraw } = await lotteryTable(t.db, key, launch, now());
      const request = { drawNo: openDraw.drawNo, betType: 'BIG' as const, stake: 300 };
      const bet = await placeBet(t.db, player, launch, request, now);
      return { bet, drawAt: Date.parse(openDraw.drawAt) };
    };
    await launchLottery();
    const stuck = await place();
    // The session that bet's withdraw came with is gone (only a PAM refresh removes one).
    await t.db.deleteFrom('launch_session').where('token_hash', '=', sha256(token)).execute();
    await launchLottery();
    const fine = await place();
    clock = Math.max(stuck.drawAt, fine.drawAt) + 1_000;
    await expect(settleLotteryBets(t.db, key, wallet(), now())).rejects.toThrow();
    const status = async (id: number) =>
      (
        await t.db
          .selectFrom('lottery_bet')
          .select('status')
          .where('id', '=', String(id))
          .executeTakeFirstOrThrow()
      ).status;
    expect(await status(stuck.bet.id)).toBe('open');
    expect(['won', 'lost']).toContain(await status(fine.bet.id));
  });
});
