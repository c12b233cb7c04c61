import {
  CASHIER_PATHS,
  type Deposit,
  type DepositMethods,
  type OperatorWithdrawal,
  type SandboxPayAck,
  type Withdrawal,
} from '@tessera/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, tokenOf } from '../../../testing/accounts';
import { valueOf } from '../../../testing/requests';
import { moneyOf } from '../../../testing/sandbox';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { testDbKinds } from '../../../testing/test-db';
import { codeOf, decideAs, expectConsistent, readyMember } from '../../../testing/withdrawals';
import { payoutWithdrawal } from './payout-withdrawal';
import {
  sandboxCallbackHeaders,
  sandboxPayoutReference,
  sandboxProvider,
} from '../sandbox/sandbox-provider';

const SECRET = 'sandbox-pay-secret-for-job-tests';
const OPS_TOKEN = 'ops-token-for-payout-tests';
const MINUTE = 60_000;

describe.each(testDbKinds())('payout and deposit expiry jobs on %s', (kind) => {
  let t: TestApp;
  /** The app's clock runs with real time, moved forward by `skipped` ms. */
  let skipped = 0;
  const now = () => new Date(Date.now() + skipped);
  beforeAll(async () => {
    t = await startTestApp(kind, undefined, {
      sandboxPaySecret: SECRET,
      operatorToken: OPS_TOKEN,
      now,
    });
  }, 120_000);
  afterAll(() => t?.close());
  // Each test starts at real time: signed-in calls are sealed with the real time.
  afterEach(() => {
    skipped = 0;
  });

  const decide = (id: number, action: string) => decideAs(t.app, OPS_TOKEN, id, action);
  const withdrawalOf = (id: number) =>
    t.db
      .selectFrom('withdrawal')
      .selectAll()
      .where('id', '=', String(id))
      .executeTakeFirstOrThrow();
  const entriesOf = async (id: number) =>
    (
      await t.db
        .selectFrom('ledger_entry')
        .select('kind')
        .where('idempotency_key', 'like', `withdrawal:${id}:%`)
        .orderBy('id')
        .execute()
    ).map((e) => e.kind);

  describe('deposit expiry', () => {
    /** A pending GCash deposit of LUMEN's player1 and its provider reference. */
    async function newDeposit(amount: number) {
      const token = await tokenOf(t.app, 'LUMEN', 'player1', 'player1pass');
      const methods = valueOf<DepositMethods>(
        await call(t.app, 'LUMEN', 'GET', CASHIER_PATHS.depositMethods, undefined, { token }),
      );
      const methodId = methods.list.find((m) => m.name === 'GCash')?.id;
      const deposit = valueOf<Deposit>(
        await call(t.app, 'LUMEN', 'POST', CASHIER_PATHS.deposits, { methodId, amount }, { token }),
      );
      return {
        id: deposit.id,
        reference: deposit.instructions.redirectUrl?.split('/').pop() ?? '',
      };
    }
    const statusOf = async (id: number) =>
      (
        await t.db
          .selectFrom('deposit')
          .select('status')
          .where('id', '=', String(id))
          .executeTakeFirstOrThrow()
      ).status;
    /** The provider's signed approving callback, signed at the app's now. */
    const approve = (reference: string, amount: number) => {
      const event = { reference, amount, outcome: 'approved' as const };
      return t.app.inject({
        method: 'POST',
        url: '/sandbox/pay/callback',
        headers: sandboxCallbackHeaders(SECRET, event, now()),
        payload: event,
      });
    };

    it('expires an unpaid deposit after its 30 minutes; a late approval then changes nothing', async () => {
      const deposit = await newDeposit(50_000);
      const before = await moneyOf(t.db, 'LUMEN', 'player1');
      skipped += 29 * MINUTE;
      await t.jobs.runDue();
      expect(await statusOf(deposit.id)).toBe('pending');
      skipped += 2 * MINUTE;
      await t.jobs.runDue();
      expect(await statusOf(deposit.id)).toBe('expired');

      const late = await approve(deposit.reference, 50_000);
      expect(valueOf<SandboxPayAck>(late)).toEqual({
        reference: deposit.reference,
        status: 'expired',
      });
      expect(await statusOf(deposit.id)).toBe('expired');
      expect(await moneyOf(t.db, 'LUMEN', 'player1')).toEqual(before);
    });

    it('does not expire a deposit approved in time', async () => {
      const deposit = await newDeposit(60_000);
      const before = await moneyOf(t.db, 'LUMEN', 'player1');
      skipped += 10 * MINUTE;
      expect(valueOf<SandboxPayAck>(await approve(deposit.reference, 60_000)).status).toBe(
        'approved',
      );
      skipped += 60 * MINUTE;
      await t.jobs.runDue();
      expect(await statusOf(deposit.id)).toBe('approved');
      expect((await moneyOf(t.db, 'LUMEN', 'player1')).balance).toBe(before.balance + 60_000);
    });
  });

  describe('payouts', () => {
    let player: Awaited<ReturnType<typeof readyMember>>;
    beforeAll(async () => {
      player = await readyMember(t.app, t.db, ['AURORA', 'player1', 'player1pass'], 'Player One');
    });
    const requested = async (amount: number) => valueOf<Withdrawal>(await player.withdraw(amount));

    it('pays an approved withdrawal through the provider as a job: the hold leaves the wallet once', async () => {
      const start = await moneyOf(t.db, 'AURORA', 'player1');
      const w = await requested(20_000);
      expect(valueOf<OperatorWithdrawal>(await decide(w.id, 'approve')).status).toBe('approved');
      // Nothing is paid until the job runs.
      expect((await withdrawalOf(w.id)).status).toBe('approved');
      expect(await t.jobs.runDue()).toBeGreaterThanOrEqual(1);
      const paid = await withdrawalOf(w.id);
      expect(paid).toMatchObject({
        status: 'paid',
        payout_ref: sandboxPayoutReference(SECRET, w.id),
      });
      expect(paid.paid_at).toBeInstanceOf(Date);
      const end = await moneyOf(t.db, 'AURORA', 'player1');
      expect(end).toMatchObject({ balance: start.balance - 20_000, held: start.held });
      expectConsistent(end);

      // The same job again (a retry after a crash): nothing more happens.
      await t.jobs.send(t.db, 'payments.payout', { withdrawalId: String(w.id) }, String(w.id));
      await t.jobs.runDue();
      expect(await moneyOf(t.db, 'AURORA', 'player1')).toEqual(end);
      expect(await entriesOf(w.id)).toEqual(['WITHDRAW_HOLD', 'WITHDRAW_PAID']);
    });

    it('leaves a withdrawal rejected or paid by hand before its job ran alone', async () => {
      const start = await moneyOf(t.db, 'AURORA', 'player1');
      const [rejected, manual] = [await requested(10_000), await requested(15_000)];
      for (const w of [rejected, manual]) await decide(w.id, 'approve');
      expect(valueOf<OperatorWithdrawal>(await decide(rejected.id, 'reject')).status).toBe(
        'rejected',
      );
      expect(valueOf<OperatorWithdrawal>(await decide(manual.id, 'pay')).status).toBe('paid');
      await t.jobs.runDue();
      expect((await withdrawalOf(rejected.id)).status).toBe('rejected');
      expect((await withdrawalOf(manual.id)).payout_ref).toBeNull();
      expect(await entriesOf(rejected.id)).toEqual(['WITHDRAW_HOLD', 'WITHDRAW_RELEASE']);
      expect(await entriesOf(manual.id)).toEqual(['WITHDRAW_HOLD', 'WITHDRAW_PAID']);
      const end = await moneyOf(t.db, 'AURORA', 'player1');
      expect(end).toMatchObject({ balance: start.balance - 15_000, held: start.held });
      expectConsistent(end);
      expect(codeOf(await decide(manual.id, 'pay'))).toEqual([409, 'WITHDRAWAL_STATE_CONFLICT']);
    });

    it('keeps a payout the provider has not finished approved, and pays it when asked again', async () => {
      const w = await requested(11_000);
      await decide(w.id, 'approve');
      // A provider whose payout is still on its way: its reference is kept, nothing is paid yet.
      const pending = { reference: `SLOW${w.id}`, status: 'pending' as const };
      const slow = { ...sandboxProvider(SECRET), createPayout: async () => pending };
      const job = { withdrawalId: String(w.id) };
      await payoutWithdrawal(t.db, slow, now, job);
      expect(await withdrawalOf(w.id)).toMatchObject({
        status: 'approved',
        payout_ref: `SLOW${w.id}`,
      });
      expect(await entriesOf(w.id)).toEqual(['WITHDRAW_HOLD']);
      await payoutWithdrawal(t.db, sandboxProvider(SECRET), now, job);
      expect((await withdrawalOf(w.id)).status).toBe('paid');
      expect(await entriesOf(w.id)).toEqual(['WITHDRAW_HOLD', 'WITHDRAW_PAID']);
      // Its queued job then finds it paid and does nothing.
      await t.jobs.runDue();
      expect(await entriesOf(w.id)).toEqual(['WITHDRAW_HOLD', 'WITHDRAW_PAID']);
    });

    it('pays once when the job and 10 manual pays race', async () => {
      const w = await requested(12_000);
      await decide(w.id, 'approve');
      const [, ...manual] = await Promise.all([
        t.jobs.runDue(),
        ...Array.from({ length: 10 }, () => decide(w.id, 'pay')),
      ]);
      expect(manual.filter((res) => res.statusCode === 200).length).toBeLessThanOrEqual(1);
      for (const res of manual.filter((r) => r.statusCode !== 200))
        expect(codeOf(res)).toEqual([409, 'WITHDRAWAL_STATE_CONFLICT']);
      expect((await withdrawalOf(w.id)).status).toBe('paid');
      expect(await entriesOf(w.id)).toEqual(['WITHDRAW_HOLD', 'WITHDRAW_PAID']);
      expectConsistent(await moneyOf(t.db, 'AURORA', 'player1'));
    });
  });
});
