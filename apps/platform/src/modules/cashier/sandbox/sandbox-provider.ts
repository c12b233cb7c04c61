import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  SANDBOX_PAY_HEADERS,
  SANDBOX_PAY_MAX_AGE_MS,
  type SandboxPayoutMode,
} from '@tessera/contract';
import { ApiError } from '../../../core/http/api-error';
import type {
  CallbackHeaders,
  PaymentProvider,
  PayoutEvent,
  PayoutResult,
  ProviderEvent,
} from '../shared/payment-provider';

/** The tester page of one sandbox deposit. */
export const sandboxPayUrl = (reference: string) => `/sandbox/pay/${reference}`;

/** The tester page of one sandbox payout. */
export const sandboxPayoutUrl = (reference: string) => `/sandbox/pay/payouts/${reference}`;

const hmac = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text).digest('hex');

/** The hex HMAC-SHA256 a sandbox callback carries (see SANDBOX_PAY_HEADERS). */
export function signSandboxEvent(secret: string, timestamp: number, event: ProviderEvent): string {
  return hmac(secret, `v1|${timestamp}|${event.reference}|${event.amount}|${event.outcome}`);
}

/**
 * The signature of a payout callback: its own prefix, so no deposit callback's signature can be
 * replayed as a payout's (or the reverse).
 */
export function signSandboxPayout(secret: string, timestamp: number, event: PayoutEvent): string {
  const { reference, amount, outcome, reason = '' } = event;
  return hmac(secret, `payout.v1|${timestamp}|${reference}|${amount}|${outcome}|${reason}`);
}

/** The headers of a signed sandbox callback: what the sandbox's own pages send, and tests. */
export function sandboxCallbackHeaders(
  secret: string,
  event: ProviderEvent,
  at: Date,
): Record<string, string> {
  return signedHeaders(at, (timestamp) => signSandboxEvent(secret, timestamp, event));
}

/** The headers of a signed sandbox payout callback. */
export function sandboxPayoutHeaders(
  secret: string,
  event: PayoutEvent,
  at: Date,
): Record<string, string> {
  return signedHeaders(at, (timestamp) => signSandboxPayout(secret, timestamp, event));
}

function signedHeaders(at: Date, sign: (timestamp: number) => string): Record<string, string> {
  const timestamp = at.getTime();
  return {
    [SANDBOX_PAY_HEADERS.timestamp]: String(timestamp),
    [SANDBOX_PAY_HEADERS.signature]: sign(timestamp),
  };
}

const forged = () =>
  new ApiError(401, 'CALLBACK_SIGNATURE_INVALID', 'The callback signature is not valid');

const header = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '');

/**
 * Checks a callback's signature (constant time), then its age: 401 when forged, or genuine but
 * signed more than SANDBOX_PAY_MAX_AGE_MS away from now (a replay of an old one).
 */
function verifySigned(headers: CallbackHeaders, now: Date, sign: (timestamp: number) => string) {
  const timestamp = header(headers[SANDBOX_PAY_HEADERS.timestamp]);
  const signature = header(headers[SANDBOX_PAY_HEADERS.signature]);
  if (!/^\d{1,15}$/.test(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) throw forged();
  const expected = sign(Number(timestamp));
  if (!timingSafeEqual(Buffer.from(signature, 'hex'), Buffer.from(expected, 'hex'))) throw forged();
  if (Math.abs(now.getTime() - Number(timestamp)) > SANDBOX_PAY_MAX_AGE_MS)
    throw new ApiError(401, 'CALLBACK_EXPIRED', 'The callback was signed too long ago');
}

/**
 * A payout's reference: derived from the withdrawal id under the secret, so asking again for one
 * withdrawal names the same payout (idempotent without a table), yet nobody without the secret
 * can guess the tester page of someone else's payout.
 */
export const sandboxPayoutReference = (secret: string, withdrawalId: number) =>
  `SBXP${hmac(secret, `payout-ref|${withdrawalId}`).slice(0, 32).toUpperCase()}`;

/** What each payout mode answers at once: `hold` waits for the tester's callback. */
function payoutIn(mode: SandboxPayoutMode, reference: string): PayoutResult {
  if (mode === 'hold') return { reference, status: 'pending' };
  if (mode === 'fail')
    return {
      reference,
      status: 'failed',
      reason: 'The sandbox fails every payout (SANDBOX_PAYOUT=fail)',
    };
  return { reference, status: 'paid' };
}

/**
 * The built-in sandbox provider: accepts every deposit at once and lets a tester decide it on
 * its page; pays withdrawals out as `payoutMode` says (at once, held for a tester's decision on
 * the payout page, or failed). Callbacks are signed with `secret` (never logged), so nobody
 * without it can mint money by posting to the callback routes.
 */
export function sandboxProvider(
  secret: string,
  payoutMode: SandboxPayoutMode = 'instant',
): PaymentProvider {
  return {
    code: 'SANDBOX',
    async createPayout({ withdrawalId }) {
      return payoutIn(payoutMode, sandboxPayoutReference(secret, withdrawalId));
    },
    async createDeposit({ amount, currency, methodKind }) {
      // 128 random bits: a reference cannot be guessed to approve someone else's deposit.
      const reference = `SBX${randomBytes(16).toString('hex').toUpperCase()}`;
      // Every kind also gets the tester page, where a tester plays the paying member.
      const redirectUrl = sandboxPayUrl(reference);
      if (methodKind === 'qr')
        return {
          reference,
          instructions: { redirectUrl, qrPayload: `SANDBOXPAY|${reference}|${currency}|${amount}` },
        };
      if (methodKind === 'bank')
        return {
          reference,
          instructions: {
            redirectUrl,
            bank: {
              bankName: 'Sandbox Bank',
              accountName: 'Tessera Sandbox Payments',
              accountNumber: '0000-1234-5678',
              transferNote: reference,
            },
          },
        };
      return { reference, instructions: { redirectUrl } };
    },
    verifyCallback(headers, body, now) {
      verifySigned(headers, now, (timestamp) => signSandboxEvent(secret, timestamp, body));
      return body;
    },
    verifyPayoutCallback(headers, body, now) {
      verifySigned(headers, now, (timestamp) => signSandboxPayout(secret, timestamp, body));
      return body;
    },
  };
}
