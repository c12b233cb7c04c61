import {
  CASHIER_PATHS,
  OPERATOR_PATHS,
  type DepositMethods,
  type OperatorWithdrawal,
  type OperatorWithdrawals,
  type SandboxPayoutAck,
  type SandboxPayoutMode,
  type Withdrawal,
} from '@tessera/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../testing/accounts';
import { valueOf } from '../../../testing/requests';
import { moneyOf } from '../../../testing/sandbox';
import { startTestApp, type TestApp, type TestAppOptions } from '../../../testing/test-app';
import { testDbKinds, type TestDbKind } from '../../../testing/test-db';
import { codeOf, decideAs, expectConsistent, readyMember } from '../../../testing/withdrawals';
import type { PayoutEvent } from '../shared/payment-provider';
import { sandboxCallbackHeaders, sandboxPayoutHeaders } from './sandbox-provider';

const SECRET = 'sandbox-pay-secret-for-payout-tests';
const OPS_TOKEN = 'ops-token-for-payout-mode-tests';
const MINUTE = 60_000;

/** One app in a payout mode (or with the sandbox off), player1 ready to withdraw. */
function payoutApp(kind: TestDbKind, options: TestAppOptions) {
  const s = {} as { t: TestApp; player: Awaited<ReturnType<typeof readyMember>> };
  beforeAll(async () => {
    s.t = await startTestApp(kind, undefined, {
      sandboxPaySecret: SECRET,
      operatorToken: OPS_TOKEN,
      ...options,
    });
    s.player = await readyMember(
      s.t.app,
      s.t.db,
      ['AURORA', 'player1', 'player1pass'],
      'Player One',
    );
  }, 120_000);
  afterAll(() => s.t?.close());
  const ops = {
    /** Requests `amount`, approves it and runs the payout job: the withdrawal as the operator sees it. */
    async approved(amount: number) {
      const w = valueOf<Withdrawal>(await s.player.withdraw(amount));
      await decideAs(s.t.app, OPS_TOKEN, w.id, 'approve');
      await s.t.jobs.runDue();
      return operatorView(w.id);
    },
    entries: async (id: number) =>
      (
        await s.t.db
          .selectFrom('ledger_entry')
          .select('kind')
          .where('idempotency_key', 'like', `withdrawal:${id}:%`)
          .orderBy('id')
          .execute()
      ).map((e) => e.kind),
    money: () => moneyOf(s.t.db, 'AURORA', 'player1'),
  };
  async function operatorView(id: number) {
    const list = valueOf<OperatorWithdrawals>(
      await s.t.app.inject({
        method: 'GET',
        url: `${OPERATOR_PATHS.withdrawals}?limit=200`,
        headers: { authorization: `Bearer ${OPS_TOKEN}` },
      }),
    ).list;
    return list.find((row) => row.id === id)!;
  }
  return { s, ops, operatorView };
}

describe.each(testDbKinds())('sandbox payouts on %s', (kind) => {
  describe('held for the tester (SANDBOX_PAYOUT=hold)', () => {
    const { s, ops, operatorView } = payoutApp(kind, { sandboxPayout: 'hold' });
    const callback = (event: PayoutEvent, at = new Date(), headers = {}) =>
      s.t.app.inject({
        method: 'POST',
        url: '/sandbox/pay/payout-callback',
        headers: { ...sandboxPayoutHeaders(SECRET, event, at), ...headers },
        payload: event,
      });
    const page = (reference: string) =>
      s.t.app.inject({ method: 'GET', url: `/sandbox/pay/payouts/${reference}` });
    const press = (reference: string, decision: 'pay' | 'fail') =>
      s.t.app.inject({
        method: 'POST',
        url: `/sandbox/pay/payouts/${reference}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `decision=${decision}`,
      });

    it('leaves the payout pending until the tester pays it out on its page', async () => {
      const start = await ops.money();
      const w = await ops.approved(20_000);
      expect(w).toMatchObject({ status: 'approved', payoutFailure: null });
      expect(w.payoutRef).toMatch(/^SBXP[0-9A-F]{32}$/);
      expect(await ops.entries(w.id)).toEqual(['WITHDRAW_HOLD']);
      const pending = await page(w.payoutRef!);
      expect(pending.statusCode).toBe(200);
      expect(pending.body).toContain('<dd id="status">pending</dd>');
      expect(pending.body).toContain('Pay out');
      expect(pending.body).not.toContain('01712345678');

      expect((await press(w.payoutRef!, 'pay')).statusCode).toBe(303);
      expect((await operatorView(w.id)).status).toBe('paid');
      expect(await ops.entries(w.id)).toEqual(['WITHDRAW_HOLD', 'WITHDRAW_PAID']);
      const done = await page(w.payoutRef!);
      expect(done.body).toContain('<dd id="status">paid</dd>');
      expect(done.body).not.toContain('<form');
      // A replayed or late callback answers the status and changes nothing.
      const event = { reference: w.payoutRef!, amount: 20_000, outcome: 'paid' as const };
      expect(valueOf<SandboxPayoutAck>(await callback(event)).status).toBe('paid');
      const late = { ...event, outcome: 'failed' as const, reason: 'too late' };
      expect(valueOf<SandboxPayoutAck>(await callback(late)).status).toBe('paid');
      const end = await ops.money();
      expect(end.balance).toBe(start.balance - 20_000);
      expectConsistent(end);
    });

    it('records a failed payout for the operator, who then rejects it (the hold comes back)', async () => {
      const start = await ops.money();
      const w = await ops.approved(9_000);
      expect((await press(w.payoutRef!, 'fail')).statusCode).toBe(303);
      const failed = await operatorView(w.id);
      expect(failed).toMatchObject({
        status: 'approved',
        payoutFailure: { reason: 'Failed by the sandbox tester' },
      });
      expect((await page(w.payoutRef!)).body).toContain('payout-failed');
      // Neither a later "paid" callback nor the job asked again pays a failed payout.
      const paid = { reference: w.payoutRef!, amount: 9_000, outcome: 'paid' as const };
      expect(valueOf<SandboxPayoutAck>(await callback(paid)).status).toBe('payout-failed');
      await s.t.jobs.send(s.t.db, 'payments.payout', { withdrawalId: String(w.id) }, String(w.id));
      await s.t.jobs.runDue();
      expect(await ops.entries(w.id)).toEqual(['WITHDRAW_HOLD']);
      const rejected = await decideAs(s.t.app, OPS_TOKEN, w.id, 'reject');
      expect(valueOf<OperatorWithdrawal>(rejected).status).toBe('rejected');
      expect(await ops.entries(w.id)).toEqual(['WITHDRAW_HOLD', 'WITHDRAW_RELEASE']);
      expect(await ops.money()).toMatchObject({ balance: start.balance, held: start.held });
    });

    it('refuses forged, stale, mismatched and unknown payout callbacks', async () => {
      const w = await ops.approved(6_000);
      const event = { reference: w.payoutRef!, amount: 6_000, outcome: 'paid' as const };
      const forged = { 'x-sandbox-signature': 'ab'.repeat(32) };
      expect(codeOf(await callback(event, new Date(), forged))).toEqual([
        401,
        'CALLBACK_SIGNATURE_INVALID',
      ]);
      // A deposit callback's signature of the same fields is no payout signature.
      const asDeposit = sandboxCallbackHeaders(
        SECRET,
        { reference: event.reference, amount: 6_000, outcome: 'approved' },
        new Date(),
      );
      expect(codeOf(await callback(event, new Date(), asDeposit))).toEqual([
        401,
        'CALLBACK_SIGNATURE_INVALID',
      ]);
      // The reason is signed too: one added on the way is a forgery.
      const signedWithout = sandboxPayoutHeaders(
        SECRET,
        { ...event, outcome: 'failed' },
        new Date(),
      );
      const tampered = { ...event, outcome: 'failed' as const, reason: 'changed' };
      expect(codeOf(await callback(tampered, new Date(), signedWithout))).toEqual([
        401,
        'CALLBACK_SIGNATURE_INVALID',
      ]);
      const stale = new Date(Date.now() - 6 * MINUTE);
      expect(codeOf(await callback(event, stale))).toEqual([401, 'CALLBACK_EXPIRED']);
      expect(codeOf(await callback({ ...event, amount: 6_001 }))).toEqual([
        409,
        'PAYOUT_AMOUNT_MISMATCH',
      ]);
      const unknown = { ...event, reference: `SBXP${'0'.repeat(32)}` };
      expect(codeOf(await callback(unknown))).toEqual([404, 'WITHDRAWAL_NOT_FOUND']);
      expect((await page(unknown.reference)).statusCode).toBe(404);
      const asText = await s.t.app.inject({
        method: 'POST',
        url: '/sandbox/pay/payout-callback',
        headers: sandboxPayoutHeaders(SECRET, event, new Date()),
        payload: { ...event, amount: '6000' },
      });
      expect(codeOf(asText)).toEqual([400, 'BAD_REQUEST']);
      expect(await ops.entries(w.id)).toEqual(['WITHDRAW_HOLD']);
      expect((await operatorView(w.id)).status).toBe('approved');
    });

    it('decides a payout once when 10 paid and 10 failed callbacks race', async () => {
      const w = await ops.approved(7_000);
      const base = { reference: w.payoutRef!, amount: 7_000 };
      const replies = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          callback(
            i % 2
              ? { ...base, outcome: 'paid' }
              : { ...base, outcome: 'failed', reason: 'declined' },
          ),
        ),
      );
      const view = await operatorView(w.id);
      const final = view.status === 'paid' ? 'paid' : 'payout-failed';
      // Every reply names the one outcome that won.
      for (const reply of replies) expect(valueOf<SandboxPayoutAck>(reply).status).toBe(final);
      expect(await ops.entries(w.id)).toEqual(
        final === 'paid' ? ['WITHDRAW_HOLD', 'WITHDRAW_PAID'] : ['WITHDRAW_HOLD'],
      );
      expectConsistent(await ops.money());
      if (final !== 'paid') await decideAs(s.t.app, OPS_TOKEN, w.id, 'reject');
    });
  });

  describe('failing every payout (SANDBOX_PAYOUT=fail)', () => {
    const { s, ops } = payoutApp(kind, { sandboxPayout: 'fail' satisfies SandboxPayoutMode });

    it('keeps the withdrawal approved with the reason; the operator pays it by hand', async () => {
      const w = await ops.approved(5_000);
      expect(w).toMatchObject({
        status: 'approved',
        payoutFailure: { reason: expect.stringContaining('SANDBOX_PAYOUT=fail') },
      });
      expect(await ops.entries(w.id)).toEqual(['WITHDRAW_HOLD']);
      const paid = await decideAs(s.t.app, OPS_TOKEN, w.id, 'pay');
      expect(valueOf<OperatorWithdrawal>(paid).status).toBe('paid');
      expect(await ops.entries(w.id)).toEqual(['WITHDRAW_HOLD', 'WITHDRAW_PAID']);
      expectConsistent(await ops.money());
    });
  });

  describe('switched off (SANDBOX_PAY=off)', () => {
    const { s, ops } = payoutApp(kind, { sandboxPay: false });

    it('serves no sandbox page or callback, offers no method, and leaves payouts to the operator', async () => {
      for (const [method, url] of [
        ['GET', `/sandbox/pay/SBX${'A'.repeat(32)}`],
        ['POST', '/sandbox/pay/callback'],
        ['POST', '/sandbox/pay/payout-callback'],
        ['GET', `/sandbox/pay/payouts/SBXP${'A'.repeat(32)}`],
      ] as const)
        expect(codeOf(await s.t.app.inject({ method, url, payload: {} })), url).toEqual([
          404,
          'NOT_FOUND',
        ]);
      const member = { token: s.player.token };
      const methods = await call(
        s.t.app,
        'AURORA',
        'GET',
        CASHIER_PATHS.depositMethods,
        undefined,
        member,
      );
      expect(valueOf<DepositMethods>(methods).list).toEqual([]);
      const deposit = await call(
        s.t.app,
        'AURORA',
        'POST',
        CASHIER_PATHS.deposits,
        { methodId: 1, amount: 50_000 },
        member,
      );
      expect(codeOf(deposit)).toEqual([404, 'PAYMENT_METHOD_UNAVAILABLE']);
      const w = await ops.approved(5_000);
      expect(w).toMatchObject({ status: 'approved', payoutRef: null, payoutFailure: null });
      const paid = await decideAs(s.t.app, OPS_TOKEN, w.id, 'pay');
      expect(valueOf<OperatorWithdrawal>(paid).status).toBe('paid');
    });
  });
});
