import {
  PROTECTION_PATHS,
  RECORD_PATHS,
  type BetRecordPage,
  type Envelope,
  type Protection,
} from '@tessera/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CrashCommitment, CrashResult } from './crash-game';
import { crashPayout, crashPoint, seedHash } from './crash-math';
import { CRASH_VERIFY_JS } from './crash-verify-script';
import {
  TEST_GAMES,
  TEST_VENDOR,
  browserCrashFunctions,
  launchGame,
  moneyOf,
  prepareSandbox,
  sandboxCall,
} from '../../testing/sandbox';
import type { SpinResult } from './slot-game';
import { lineMultiplier, type SlotSymbol } from './slot-math';
import { call, tokenOf } from '../../testing/accounts';
import { valueOf } from '../../testing/requests';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDbKinds } from '../../testing/test-db';

// On Aurora, a single-wallet merchant, vendor calls book on the main wallet (Lumen's vendor wallets: cashier/member-wallets/wallets.spec).
// The games book through the PAM API: each round leaves its WITHDRAW and DEPOSIT in pam_txn.
describe.each(testDbKinds())('sandbox games on %s', (kind) => {
  let t: TestApp;
  let slot: string;
  let crash: string;
  let session: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await prepareSandbox(t.db);
    session = await tokenOf(t.app, 'AURORA', 'player1', 'player1pass');
    slot = (await launchGame(t.app, 'AURORA', session, TEST_GAMES.slot.code)).launch;
    crash = (await launchGame(t.app, 'AURORA', session, TEST_GAMES.crash.code)).launch;
  });
  afterAll(() => t?.close());

  // The pages call these without the vendor key: the server plays, not the browser.
  const play = (launch: string, path: string, body: object) =>
    sandboxCall(t.app, launch, path, body, null);
  const money = () => moneyOf(t.db, 'AURORA', 'player1');
  const codeOf = (res: { statusCode: number; json: () => unknown }) => [
    res.statusCode,
    (res.json() as Envelope<unknown>).code,
  ];
  /**
   * The PAM transactions of a sandbox round (as the vendor's id names it) and the wallet round
   * they booked: the proof that the round went through the PAM API.
   */
  async function pamRound(roundId: string) {
    const rows = await t.db
      .selectFrom('pam_txn as p')
      .innerJoin('wallet_txn as w', 'w.txn_id', 'p.txn_id')
      .select(['p.txn_type', 'p.provider_txn_id', 'p.cash_minor', 'w.round_ref'])
      .where('p.vendor', '=', TEST_VENDOR)
      .where('p.round_id', '=', roundId)
      .orderBy('p.txn_type', 'desc')
      .execute();
    const refs = new Set(rows.map((row) => row.round_ref));
    expect(refs.size).toBe(1);
    return {
      txns: rows.map((row) => [row.txn_type, row.provider_txn_id, Number(row.cash_minor)]),
      roundRef: [...refs][0] ?? '',
    };
  }

  it('spins on the server: balance after = before − stake + win, and the round is recorded', async () => {
    let last = '';
    for (let spin = 0; spin < 5; spin++) {
      const before = await money();
      const result = valueOf<SpinResult>(
        await play(slot, '/sandbox/play/slot/spin', { stake: 250 }),
      );
      expect(result.win).toBe(250 * lineMultiplier(result.reels as SlotSymbol[]));
      expect(result.balance).toBe(before.balance - 250 + result.win);
      const after = await money();
      expect([after.balance, after.ledgerSum]).toEqual([result.balance, result.balance]);
      const booked = await pamRound(result.roundId);
      expect(booked.txns).toEqual([
        ['WITHDRAW', `${result.roundId}:bet`, 250],
        ['DEPOSIT', `${result.roundId}:win`, result.win],
      ]);
      const round = await t.db
        .selectFrom('game_round')
        .select(['status', 'stake', 'payout', 'detail'])
        .where('round_ref', '=', booked.roundRef)
        .executeTakeFirstOrThrow();
      expect(round).toEqual({
        status: 'settled',
        stake: expect.anything(),
        payout: expect.anything(),
        detail: { reels: result.reels },
      });
      expect([Number(round.stake), Number(round.payout)]).toEqual([250, result.win]);
      last = result.roundId;
    }
    // The betting record shows the round by the game's own id, not the wallet's.
    const records = valueOf<BetRecordPage>(
      await call(t.app, 'AURORA', 'GET', RECORD_PATHS.bets, undefined, { token: session }),
    );
    expect(records.list[0]?.roundRef).toBe(last);
  });

  it('refuses a spin above the balance, and a stake that is not a whole JSON number', async () => {
    const before = await money();
    const rounds = await t.db.selectFrom('game_round').select('id').execute();
    expect(codeOf(await play(slot, '/sandbox/play/slot/spin', { stake: 10_000_000 }))).toEqual([
      409,
      'INSUFFICIENT_BALANCE',
    ]);
    for (const stake of ['100', 0, 2.5])
      expect(codeOf(await play(slot, '/sandbox/play/slot/spin', { stake }))).toEqual([
        400,
        'BAD_REQUEST',
      ]);
    expect(await money()).toEqual(before);
    expect(await t.db.selectFrom('game_round').select('id').execute()).toHaveLength(rounds.length);
    // A crash launch cannot spin the slot, nor a slot launch play crash.
    expect(codeOf(await play(crash, '/sandbox/play/slot/spin', { stake: 1 }))).toEqual([
      404,
      'NOT_FOUND',
    ]);
    expect(codeOf(await play(slot, '/sandbox/play/crash/round', {}))).toEqual([404, 'NOT_FOUND']);
  });

  it('commits to a seed before the bet and reveals one that verifies after it', async () => {
    const page = await t.app.inject({ method: 'GET', url: `/sandbox/play/crash?launch=${crash}` });
    expect(page.body).toContain(CRASH_VERIFY_JS);
    const browser = browserCrashFunctions();

    const commit = valueOf<CrashCommitment>(await play(crash, '/sandbox/play/crash/round', {}));
    expect(Object.keys(commit).sort()).toEqual(['nonce', 'roundId', 'serverSeedHash']);
    // Reloading the page hands out the same unplayed round.
    expect(valueOf<CrashCommitment>(await play(crash, '/sandbox/play/crash/round', {}))).toEqual(
      commit,
    );

    const before = await money();
    const bet = {
      roundId: commit.roundId,
      stake: 1_000,
      cashout: 150,
      clientSeed: 'my-lucky-seed',
    };
    const result = valueOf<CrashResult>(await play(crash, '/sandbox/play/crash/bet', bet));
    expect(seedHash(result.serverSeed)).toBe(commit.serverSeedHash);
    expect(result).toMatchObject({ ...commit, clientSeed: 'my-lucky-seed', cashout: 150 });
    const expected = crashPoint(result.serverSeed, 'my-lucky-seed', commit.nonce);
    expect(result.crashPoint).toBe(expected);
    expect(await browser.tesseraSeedHash(result.serverSeed)).toBe(commit.serverSeedHash);
    expect(
      await browser.tesseraCrashPoint(result.serverSeed, result.clientSeed, result.nonce),
    ).toBe(expected);
    expect(result.win).toBe(crashPayout(1_000, 150, expected));
    expect(result.balance).toBe(before.balance - 1_000 + result.win);

    const booked = await pamRound(commit.roundId);
    expect(booked.txns).toEqual([
      ['WITHDRAW', `${commit.roundId}:bet`, 1_000],
      ['DEPOSIT', `${commit.roundId}:win`, result.win],
    ]);
    const round = await t.db
      .selectFrom('game_round')
      .select(['status', 'server_seed', 'client_seed', 'crash_point', 'cashout', 'payout'])
      .where('round_ref', '=', booked.roundRef)
      .executeTakeFirstOrThrow();
    expect({ ...round, payout: Number(round.payout) }).toEqual({
      status: 'settled',
      server_seed: result.serverSeed,
      client_seed: 'my-lucky-seed',
      crash_point: expected,
      cashout: 150,
      payout: result.win,
    });

    // A retried bet gets the same answer and books nothing; another stake is refused.
    expect(valueOf<CrashResult>(await play(crash, '/sandbox/play/crash/bet', bet))).toEqual(result);
    expect(codeOf(await play(crash, '/sandbox/play/crash/bet', { ...bet, stake: 2_000 }))).toEqual([
      409,
      'TRANSACTION_CONFLICT',
    ]);
    const after = await money();
    expect([after.balance, after.ledgerSum]).toEqual([result.balance, result.balance]);

    const next = valueOf<CrashCommitment>(await play(crash, '/sandbox/play/crash/round', {}));
    expect(next.roundId).not.toBe(commit.roundId);
    expect(next.nonce).toBe(commit.nonce + 1);
  });

  it('pays exactly the auto cash-out rule over several rounds', async () => {
    for (const cashout of [101, 110, 300, 100_000]) {
      const commit = valueOf<CrashCommitment>(await play(crash, '/sandbox/play/crash/round', {}));
      const result = valueOf<CrashResult>(
        await play(crash, '/sandbox/play/crash/bet', {
          roundId: commit.roundId,
          stake: 500,
          cashout,
          clientSeed: `seed-${cashout}`,
        }),
      );
      const reached = cashout <= result.crashPoint;
      expect(result.win).toBe(reached ? Math.floor((500 * cashout) / 100) : 0);
    }
    const final = await money();
    expect(final.ledgerSum).toBe(final.balance);
    expect(final.lastBalanceAfter).toBe(final.balance);
  });

  // Last: it leaves player1 with a loss limit.
  it("answers PAM's refusals as the game window's own errors, booking nothing", async () => {
    const before = await money();
    const txns = async () => (await t.db.selectFrom('pam_txn').select('txn_id').execute()).length;
    const booked = await txns();
    // PAM_ERR_BET_NOT_ALLOWED for a locked account (an upline's lock, sessions left open here).
    await t.db
      .updateTable('member')
      .set({ locked_at: new Date() })
      .where('id', '=', String(before.memberId))
      .execute();
    expect(codeOf(await play(slot, '/sandbox/play/slot/spin', { stake: 250 }))).toEqual([
      403,
      'ACCOUNT_LOCKED',
    ]);
    await t.db
      .updateTable('member')
      .set({ locked_at: null })
      .where('id', '=', String(before.memberId))
      .execute();
    // PAM_ERR_BET_NOT_ALLOWED for a bet past the loss limit: the limit, as the page shows it.
    const protection = valueOf<Protection>(
      await call(t.app, 'AURORA', 'GET', PROTECTION_PATHS.protection, undefined, {
        token: session,
      }),
    );
    const { lost } = protection.lossLimits.daily;
    const limit = Math.max(lost, 0) + 100;
    // Just past what remains (the day's net may be a win: then more than 100 remains).
    const stake = limit - lost + 1;
    const put = await call(
      t.app,
      'AURORA',
      'PUT',
      PROTECTION_PATHS.lossLimits,
      { daily: limit },
      {
        token: session,
      },
    );
    expect(put.statusCode).toBe(200);
    const refused = await play(slot, '/sandbox/play/slot/spin', { stake });
    expect(codeOf(refused)).toEqual([409, 'LOSS_LIMIT_EXCEEDED']);
    expect(refused.json<Envelope<{ period: string }>>().value?.period).toBe('daily');
    expect(await money()).toEqual(before);
    expect(await txns()).toBe(booked);
  });
});
