import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SANDBOX_PAY_HEADERS, SANDBOX_PAY_MAX_AGE_MS } from '@tessera/contract';
import { ApiError } from '../../core/http/api-error';
import type { PaymentProvider, ProviderEvent } from './payment-provider';

/** The tester page of one sandbox deposit. */
export const sandboxPayUrl = (reference: string) => `/sandbox/pay/${reference}`;

/** The hex HMAC-SHA256 a sandbox callback carries (see SANDBOX_PAY_HEADERS). */
export function signSandboxEvent(secret: string, timestamp: number, event: ProviderEvent): string {
  return createHmac('sha256', secret)
    .update(`v1|${timestamp}|${event.reference}|${event.amount}|${event.outcome}`)
    .digest('hex');
}

/** The headers of a signed sandbox callback: what the sandbox's own page sends, and tests. */
export function sandboxCallbackHeaders(
  secret: string,
  event: ProviderEvent,
  at: Date,
): Record<string, string> {
  const timestamp = at.getTime();
  return {
    [SANDBOX_PAY_HEADERS.timestamp]: String(timestamp),
    [SANDBOX_PAY_HEADERS.signature]: signSandboxEvent(secret, timestamp, event),
  };
}

const forged = () =>
  new ApiError(401, 'CALLBACK_SIGNATURE_INVALID', 'The callback signature is not valid');

const header = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '');

/**
 * The built-in sandbox provider: accepts every deposit at once and lets a tester decide it on
 * its page. Callbacks are signed with `secret` (never logged), so nobody without it can mint
 * money by posting to the callback route.
 */
export function sandboxProvider(secret: string): PaymentProvider {
  return {
    code: 'SANDBOX',
    // The sandbox pays at once; its reference comes from the withdrawal id, so a repeated
    // request names the same payout.
    async createPayout({ withdrawalId }) {
      return { reference: `SBXP${withdrawalId}`, status: 'paid' };
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
      const timestamp = header(headers[SANDBOX_PAY_HEADERS.timestamp]);
      const signature = header(headers[SANDBOX_PAY_HEADERS.signature]);
      if (!/^\d{1,15}$/.test(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) throw forged();
      const expected = signSandboxEvent(secret, Number(timestamp), body);
      if (!timingSafeEqual(Buffer.from(signature, 'hex'), Buffer.from(expected, 'hex')))
        throw forged();
      // After the signature: only a genuine callback is told it is stale (a replay of an old one).
      if (Math.abs(now.getTime() - Number(timestamp)) > SANDBOX_PAY_MAX_AGE_MS)
        throw new ApiError(401, 'CALLBACK_EXPIRED', 'The callback was signed too long ago');
      return body;
    },
  };
}
