import {
  CASHIER_PATHS,
  MESSAGE_PATHS,
  OPERATOR_PATHS,
  PATHS,
  PROTECTION_PATHS,
  type Envelope,
  type LossLimits,
  type MemberProtection,
  type PlaySession,
  type Protection,
  type ProtectionBlock,
} from '@tessera/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../testing/accounts';
import { operatorCall } from '../../testing/operator-calls';
import { valueOf } from '../../testing/requests';
import { TEST_GAMES, launchGame, prepareSandbox, sandboxCall } from '../../testing/sandbox';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDbKinds } from '../../testing/test-db';
import { sendMessage } from '../messages';

const TOKEN = 'protection-ops-token-0123456789abcdef';
const HOUR = 3_600_000;
const codeOf = (res: LightMyRequestResponse) => [res.statusCode, res.json<Envelope<null>>().code];

describe.each(testDbKinds())('player protection on %s', (kind) => {
  let t: TestApp;
  let clock = new Date();
  let serial = 0;
  beforeAll(async () => {
    t = await startTestApp(kind, undefined, { now: () => clock, operatorToken: TOKEN });
    await prepareSandbox(t.db);
  }, 120_000);
  afterAll(() => t?.close());

  const memberId = async (merchant: string, account: string) =>
    Number(
      (
        await t.db
          .selectFrom('member')
          .select('id')
          .where('merchant_code', '=', merchant)
          .where('account', '=', account)
          .executeTakeFirstOrThrow()
      ).id,
    );
  const bet = (launch: string, amount: number) => {
    serial += 1;
    return sandboxCall(t.app, launch, '/sandbox/wallet/debit', {
      txnId: `protect-bet-${serial}`,
      roundId: `protect-round-${serial}`,
      amount,
    });
  };
  /** Settles the round of bet number `round` (the last bet by default). */
  const win = (launch: string, amount: number, round = serial) =>
    sandboxCall(t.app, launch, '/sandbox/wallet/credit', {
      txnId: `protect-win-${round}`,
      roundId: `protect-round-${round}`,
      amount,
    });
  // Sealed logins carry a timestamp the platform checks against its clock: the test's clock.
  const login = (merchant: string, username: string, password: string) =>
    call(
      t.app,
      merchant,
      'POST',
      PATHS.login,
      { type: 'username', site: 'member', username, password },
      { sealed: true, ts: clock.getTime() },
    );
  const signIn = async (merchant: string, username: string, password: string) =>
    valueOf<{ token: string }>(await login(merchant, username, password)).token;
  const ops = (id: number) =>
    operatorCall(t.app, TOKEN, 'GET', OPERATOR_PATHS.memberProtection.replace(':id', String(id)));

  it('refuses a bet past the daily loss limit, counts wins, and delays a looser limit by a day', async () => {
    const token = await signIn('AURORA', 'agent1', 'agent1pass');
    const { launch } = await launchGame(t.app, 'AURORA', token, TEST_GAMES.slot.code);
    const put = (body: unknown) =>
      call(t.app, 'AURORA', 'PUT', PROTECTION_PATHS.lossLimits, body, { token });
    const start = valueOf<Protection>(
      await call(t.app, 'AURORA', 'GET', PROTECTION_PATHS.protection, undefined, { token }),
    );
    const lost = start.lossLimits.daily.lost;
    const limit = Math.max(lost, 0) + 1_000;

    const set = valueOf<LossLimits>(await put({ daily: limit }));
    expect(set.daily).toEqual({ amount: limit, pending: null, lost });
    expect(codeOf(await bet(launch, 600))).toEqual([200, 'OK']);
    const booked = serial;
    const refused = await bet(launch, 600);
    expect(codeOf(refused)).toEqual([409, 'LOSS_LIMIT_EXCEEDED']);
    expect(refused.json<Envelope<unknown>>().value).toEqual({
      period: 'daily',
      limit,
      remaining: limit - lost - 600,
    });
    // A win of the open round lowers the net loss: the same bet now fits.
    expect(codeOf(await win(launch, 500, booked))).toEqual([200, 'OK']);
    expect(codeOf(await bet(launch, 600))).toEqual([200, 'OK']);

    // Looser waits 24 hours; tighter applies at once.
    const raised = valueOf<LossLimits>(await put({ daily: limit * 10 }));
    expect(raised.daily.amount).toBe(limit);
    expect(raised.daily.pending).toEqual({
      amount: limit * 10,
      from: new Date(clock.getTime() + 24 * HOUR).toISOString(),
    });
    expect(codeOf(await bet(launch, 600))).toEqual([409, 'LOSS_LIMIT_EXCEEDED']);
    const lowered = valueOf<LossLimits>(await put({ daily: limit - 100 }));
    expect(lowered.daily).toMatchObject({ amount: limit - 100, pending: null });
    expect(codeOf(await put({ daily: 0 }))).toEqual([400, 'LOSS_LIMIT_INVALID']);
    expect(codeOf(await put({ weekly: 1e15 }))).toEqual([400, 'LOSS_LIMIT_INVALID']);
    expect(codeOf(await put({ hourly: 5 }))).toEqual([400, 'BAD_REQUEST']);

    // The operator sees the limits and every change, in order.
    const id = await memberId('AURORA', 'agent1');
    const view = valueOf<MemberProtection>(await ops(id));
    expect(view.lossLimits.daily.amount).toBe(limit - 100);
    expect(view.audit.map((entry) => [entry.actor, entry.action, entry.to])).toEqual([
      ['member', 'loss_limit', limit - 100],
      ['member', 'loss_limit', limit * 10],
      ['member', 'loss_limit', limit],
    ]);
    expect(view.audit[1]?.appliesAt).toBe(new Date(clock.getTime() + 24 * HOUR).toISOString());
    expect(codeOf(await ops(999_999_999))).toEqual([404, 'NOT_FOUND']);
  });

  it('reports the play since sign-in for the reality check, at the interval the member chose', async () => {
    const token = await signIn('AURORA', 'player1', 'player1pass');
    const { launch } = await launchGame(t.app, 'AURORA', token, TEST_GAMES.slot.code);
    const set = await call(
      t.app,
      'AURORA',
      'PUT',
      PROTECTION_PATHS.realityCheck,
      { minutes: 30 },
      { token },
    );
    expect(valueOf(set)).toEqual({ minutes: 30 });
    expect(codeOf(await bet(launch, 700))).toEqual([200, 'OK']);
    expect(codeOf(await win(launch, 200))).toEqual([200, 'OK']);
    // Within the session's 30 idle minutes.
    clock = new Date(clock.getTime() + 20 * 60_000);
    const session = valueOf<PlaySession>(
      await call(t.app, 'AURORA', 'GET', PROTECTION_PATHS.session, undefined, { token }),
    );
    expect(session).toMatchObject({ netResult: -500, realityCheckMinutes: 30 });
    expect(session.elapsedSeconds).toBeGreaterThanOrEqual(20 * 60);
  });

  it('keeps a member on a time-out from deposits, bets and marketing messages', async () => {
    const token = await signIn('LUMEN', 'agent1', 'agent1pass');
    const { launch } = await launchGame(t.app, 'LUMEN', token, TEST_GAMES.slot.code);
    const id = await memberId('LUMEN', 'agent1');
    const gcash = await t.db
      .selectFrom('payment_method')
      .select('id')
      .where('merchant_code', '=', 'LUMEN')
      .where('code', '=', 'GCASH')
      .executeTakeFirstOrThrow();
    for (const marketing of [false, true])
      await t.db.transaction().execute((trx) =>
        sendMessage(trx, {
          merchantCode: 'LUMEN',
          memberId: id,
          title: marketing ? 'Double bonus tonight' : 'Your withdrawal was paid',
          marketing,
          at: clock,
        }),
      );
    const titles = async () =>
      valueOf<{ items: { title: string }[]; unread: number }>(
        await call(t.app, 'LUMEN', 'GET', MESSAGE_PATHS.messages, undefined, { token }),
      );
    const before = await titles();
    expect(before.items.map((m) => m.title)).toContain('Double bonus tonight');

    // A time-out made elsewhere (another brand of the same person) while this session is open.
    const until = new Date(clock.getTime() + 48 * HOUR);
    await t.db
      .insertInto('protection_block')
      // Started an hour ago by both clocks: the message list asks the database's own clock.
      .values({
        member_id: id,
        kind: 'time_out',
        starts_at: new Date(Date.now() - HOUR),
        ends_at: until,
      })
      .execute();
    const refusedBet = await bet(launch, 100);
    expect(codeOf(refusedBet)).toEqual([403, 'TIMED_OUT']);
    expect(refusedBet.json<Envelope<unknown>>().value).toEqual({ until: until.toISOString() });
    const deposit = await call(
      t.app,
      'LUMEN',
      'POST',
      CASHIER_PATHS.deposits,
      { methodId: Number(gcash.id), amount: 20_000 },
      { token },
    );
    expect(codeOf(deposit)).toEqual([403, 'TIMED_OUT']);
    const after = await titles();
    expect(after.items.map((m) => m.title)).not.toContain('Double bonus tonight');
    expect(after.items.map((m) => m.title)).toContain('Your withdrawal was paid');
    expect(after.unread).toBe(before.unread - 1);
    await t.db.deleteFrom('protection_block').where('member_id', '=', id).execute();
  });

  it('self-excludes the same person on every brand: sessions end, sign-in is refused with the end date', async () => {
    // Lumen's player1 is the same person: the same mobile as Aurora's, proven there.
    const aurora = await memberId('AURORA', 'player1');
    await t.db
      .updateTable('member')
      .set({ mobile_verified_at: clock })
      .where('id', '=', aurora)
      .execute();
    const { dialing_code, mobile_num } = await t.db
      .selectFrom('member')
      .select(['dialing_code', 'mobile_num'])
      .where('id', '=', aurora)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('member')
      .set({ dialing_code, mobile_num })
      .where('merchant_code', '=', 'LUMEN')
      .where('account', '=', 'player1')
      .execute();
    // A stranger typed player1's id number into their profile: nothing proves an id number, so
    // it must not carry player1's exclusion over to them.
    const stranger = await memberId('AURORA', 'downline1');
    await t.db
      .updateTable('member')
      .set({ profile: JSON.stringify({ idNumber: 'BD-1990-77' }) })
      .where('id', 'in', [aurora, stranger])
      .execute();
    const lumenToken = await signIn('LUMEN', 'player1', 'player1pass');
    const token = await signIn('AURORA', 'player1', 'player1pass');

    const tooShort = await call(
      t.app,
      'AURORA',
      'POST',
      PROTECTION_PATHS.selfExclusion,
      { months: 3 },
      { token },
    );
    expect(codeOf(tooShort)).toEqual([400, 'BAD_REQUEST']);
    const block = valueOf<ProtectionBlock>(
      await call(t.app, 'AURORA', 'POST', PROTECTION_PATHS.selfExclusion, { months: 6 }, { token }),
    );
    expect(block.kind).toBe('self_exclusion');
    const until = new Date(clock);
    until.setUTCMonth(until.getUTCMonth() + 6);
    expect(block.until.slice(0, 10)).toBe(until.toISOString().slice(0, 10));

    // Both sessions ended; neither brand lets the person back in, and says until when.
    for (const [merchant, session] of [
      ['AURORA', token],
      ['LUMEN', lumenToken],
    ] as const) {
      const info = await call(t.app, merchant, 'GET', PATHS.loginInfo, undefined, {
        token: session,
      });
      expect(codeOf(info)).toEqual([401, 'SESSION_ENDED']);
      const refused = await login(merchant, 'player1', 'player1pass');
      expect(codeOf(refused)).toEqual([403, 'SELF_EXCLUDED']);
      expect(refused.json<Envelope<unknown>>().value).toEqual({ until: block.until });
    }
    expect(valueOf<MemberProtection>(await ops(stranger)).block).toBeNull();
    // Not undone before it ends, but over once it has.
    clock = new Date(new Date(block.until).getTime() + 1000);
    expect(codeOf(await login('LUMEN', 'player1', 'player1pass'))).toEqual([200, 'OK']);

    const view = valueOf<MemberProtection>(await ops(await memberId('LUMEN', 'player1')));
    expect(view.block).toBeNull();
    expect(view.blocks).toEqual([
      expect.objectContaining({ kind: 'self_exclusion', memberId: aurora, active: false }),
    ]);
    expect(valueOf<MemberProtection>(await ops(aurora)).audit[0]).toMatchObject({
      actor: 'member',
      action: 'self_exclusion',
      until: block.until,
    });
  });
});
