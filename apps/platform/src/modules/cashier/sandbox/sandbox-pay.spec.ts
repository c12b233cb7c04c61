import {
  CASHIER_PATHS,
  SANDBOX_PAY_MAX_AGE_MS,
  depositPath,
  type Deposit,
  type DepositMethods,
  type Envelope,
  type SandboxPayAck,
} from '@tessera/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, tokenOf } from '../../../testing/accounts';
import { valueOf } from '../../../testing/requests';
import { moneyOf } from '../../../testing/sandbox';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { testDbKinds } from '../../../testing/test-db';
import type { ProviderEvent } from '../shared/payment-provider';
import { sandboxCallbackHeaders } from './sandbox-provider';

const SECRET = 'sandbox-pay-secret-for-tests';
const codeOf = (res: LightMyRequestResponse) => [res.statusCode, res.json<Envelope<null>>().code];

describe.each(testDbKinds())('sandbox payment provider on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let gcash: number;
  beforeAll(async () => {
    t = await startTestApp(kind, undefined, { sandboxPaySecret: SECRET });
    token = await tokenOf(t.app, 'LUMEN', 'player1', 'player1pass');
    const methods = valueOf<DepositMethods>(
      await call(t.app, 'LUMEN', 'GET', CASHIER_PATHS.depositMethods, undefined, { token }),
    );
    gcash = methods.list.find((m) => m.name === 'GCash')?.id ?? -1;
  }, 120_000);
  afterAll(() => t?.close());

  /** A new pending GCash deposit of LUMEN's player1, and its provider reference. */
  async function newDeposit(amount: number) {
    const res = await call(
      t.app,
      'LUMEN',
      'POST',
      CASHIER_PATHS.deposits,
      { methodId: gcash, amount },
      { token },
    );
    const deposit = valueOf<Deposit>(res);
    return { deposit, reference: deposit.instructions.redirectUrl?.split('/').pop() ?? '' };
  }

  const money = () => moneyOf(t.db, 'LUMEN', 'player1');
  const status = async (id: number) =>
    valueOf<Deposit>(await call(t.app, 'LUMEN', 'GET', depositPath(id), undefined, { token }))
      .status;

  /** Presses a button of the tester page, as its form does. */
  const press = (reference: string, decision: 'approve' | 'decline') =>
    t.app.inject({
      method: 'POST',
      url: `/sandbox/pay/${reference}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `decision=${decision}`,
    });

  /** A provider callback, signed with `secret` at `at`. */
  const callback = (event: ProviderEvent, { secret = SECRET, at = new Date() } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/sandbox/pay/callback',
      headers: sandboxCallbackHeaders(secret, event, at),
      payload: event,
    });

  it('shows the tester page, approves, and credits exactly the amount with one entry', async () => {
    const { deposit, reference } = await newDeposit(123_456);
    const page = await t.app.inject({ method: 'GET', url: `/sandbox/pay/${reference}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
    expect(page.body).toContain('PHP 1234.56');
    expect(page.body).toContain('value="approve"');

    const before = await money();
    const pressed = await press(reference, 'approve');
    expect(pressed.statusCode).toBe(303);
    expect(pressed.headers.location).toBe(`/sandbox/pay/${reference}`);
    const after = await money();
    expect(after.balance).toBe(before.balance + 123_456);
    expect(after.ledgerCount).toBe(before.ledgerCount + 1);
    expect(after.ledgerSum).toBe(after.balance);
    expect(await status(deposit.id)).toBe('approved');

    // The page now only shows the outcome; pressing again changes nothing.
    const done = await t.app.inject({ method: 'GET', url: `/sandbox/pay/${reference}` });
    expect(done.body).not.toContain('value="approve"');
    await press(reference, 'approve');
    await press(reference, 'decline');
    expect(await money()).toEqual(after);
    expect(await status(deposit.id)).toBe('approved');
  });

  it('declines without moving money, and a late approval changes nothing', async () => {
    const { deposit, reference } = await newDeposit(50_000);
    const before = await money();
    expect((await press(reference, 'decline')).statusCode).toBe(303);
    expect(await status(deposit.id)).toBe('rejected');
    const late = await callback({ reference, amount: 50_000, outcome: 'approved' });
    expect(valueOf<SandboxPayAck>(late)).toEqual({ reference, status: 'rejected' });
    expect(await money()).toEqual(before);
  });

  it('refuses forged, stale, unknown and mismatched callbacks', async () => {
    const { deposit, reference } = await newDeposit(70_000);
    const event: ProviderEvent = { reference, amount: 70_000, outcome: 'approved' };
    const before = await money();
    expect(codeOf(await callback(event, { secret: 'not-the-secret' }))).toEqual([
      401,
      'CALLBACK_SIGNATURE_INVALID',
    ]);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/sandbox/pay/callback',
      payload: event,
    });
    expect(codeOf(unsigned)).toEqual([401, 'CALLBACK_SIGNATURE_INVALID']);
    // Signed for one amount, sent with another.
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/sandbox/pay/callback',
      headers: sandboxCallbackHeaders(SECRET, event, new Date()),
      payload: { ...event, amount: 7_000_000 },
    });
    expect(codeOf(tampered)).toEqual([401, 'CALLBACK_SIGNATURE_INVALID']);
    const stale = new Date(Date.now() - SANDBOX_PAY_MAX_AGE_MS - 1_000);
    expect(codeOf(await callback(event, { at: stale }))).toEqual([401, 'CALLBACK_EXPIRED']);
    const unknown = { ...event, reference: `SBX${'0'.repeat(32)}` };
    expect(codeOf(await callback(unknown))).toEqual([404, 'DEPOSIT_NOT_FOUND']);
    expect(codeOf(await callback({ ...event, amount: 70_001 }))).toEqual([
      409,
      'DEPOSIT_AMOUNT_MISMATCH',
    ]);
    expect(await money()).toEqual(before);
    expect(await status(deposit.id)).toBe('pending');
    // An unknown reference on the tester page.
    const page = await t.app.inject({ method: 'GET', url: `/sandbox/pay/SBX${'0'.repeat(32)}` });
    expect(page.statusCode).toBe(404);
  });

  it('credits once when the same callback arrives 20 times at once', async () => {
    const { deposit, reference } = await newDeposit(88_800);
    const before = await money();
    const event: ProviderEvent = { reference, amount: 88_800, outcome: 'approved' };
    const replies = await Promise.all(Array.from({ length: 20 }, () => callback(event)));
    for (const reply of replies)
      expect(valueOf<SandboxPayAck>(reply)).toEqual({ reference, status: 'approved' });
    const after = await money();
    expect(after.balance).toBe(before.balance + 88_800);
    expect(after.ledgerCount).toBe(before.ledgerCount + 1);
    expect(after.ledgerSum).toBe(after.balance);
    expect(await status(deposit.id)).toBe('approved');
  });

  it('never lets approvals and declines racing on one deposit pay more than once', async () => {
    const { deposit, reference } = await newDeposit(10_000);
    const before = await money();
    const outcomes = Array.from({ length: 20 }, (_, i) => (i % 2 ? 'approved' : 'rejected'));
    const replies = await Promise.all(
      outcomes.map((outcome) => callback({ reference, amount: 10_000, outcome } as ProviderEvent)),
    );
    const final = await status(deposit.id);
    for (const reply of replies) expect(valueOf<SandboxPayAck>(reply).status).toBe(final);
    const after = await money();
    expect(after.balance - before.balance).toBe(final === 'approved' ? 10_000 : 0);
    expect(after.ledgerSum).toBe(after.balance);
  });
});
