import {
  SandboxPayoutAck,
  SandboxPayoutCallback,
  SandboxPayoutDecision,
  SandboxPayoutParams,
  envelope,
} from '@tessera/contract';
import { newNonce } from '../../../core/http/html-page';
import { ok } from '../../../core/http/envelope';
import type { TypedApp } from '../../../core/http/typed-app';
import { maskNumber } from '../payee-accounts/payee-accounts';
import type { PaymentDeps } from '../shared/payment-deps';
import type { CallbackHeaders, PaymentProvider, PayoutEvent } from '../shared/payment-provider';
import { payPageHeaders, payoutPage } from './sandbox-pay-page';
import { sandboxPayoutHeaders, sandboxPayoutUrl } from './sandbox-provider';
import { settlePayout } from '../withdrawals/settle-payout';

const tags = ['sandbox payments'];

/** The reason a tester's Fail button gives. */
const TESTER_FAILURE = 'Failed by the sandbox tester';

/**
 * The sandbox provider's payouts (SANDBOX_PAYOUT=hold leaves them pending): the signed payout
 * callback, and the tester page whose Pay out and Fail payout buttons become a callback signed
 * here and fed to the same handler. Registered inside the sandbox pay routes' context (its form
 * parser).
 */
export async function sandboxPayoutRoutes(
  app: TypedApp,
  deps: PaymentDeps & { provider: PaymentProvider },
): Promise<void> {
  const { db, now, provider, sandboxPaySecret } = deps;

  const handleCallback = (headers: CallbackHeaders, body: PayoutEvent) => {
    const at = now();
    return settlePayout(db, provider.verifyPayoutCallback(headers, body, at), at);
  };

  app.post(
    '/sandbox/pay/payout-callback',
    {
      schema: { tags, body: SandboxPayoutCallback, response: { 200: envelope(SandboxPayoutAck) } },
    },
    async (request) => ok(await handleCallback(request.headers, request.body)),
  );

  const findForPage = (reference: string) =>
    db
      .selectFrom('withdrawal')
      .select([
        'amount',
        'currency',
        'status',
        'payout_failed_at',
        'payee_provider',
        'payee_account_number',
      ])
      .where('payout_ref', '=', reference)
      .executeTakeFirst();

  app.get(
    '/sandbox/pay/payouts/:reference',
    { schema: { tags, params: SandboxPayoutParams } },
    async (request, reply) => {
      const { reference } = request.params;
      const row = await findForPage(reference);
      const nonce = newNonce();
      const failed = row?.status === 'approved' && row.payout_failed_at;
      const payout = row && {
        reference,
        payee: `${row.payee_provider} ${maskNumber(row.payee_account_number)}`,
        amount: Number(row.amount),
        currency: row.currency,
        status: failed ? 'payout-failed' : row.status === 'approved' ? 'pending' : row.status,
      };
      return reply
        .code(payout ? 200 : 404)
        .headers(payPageHeaders(nonce))
        .send(payoutPage(payout ?? null, nonce));
    },
  );

  app.post(
    '/sandbox/pay/payouts/:reference',
    { schema: { tags, params: SandboxPayoutParams, body: SandboxPayoutDecision } },
    async (request, reply) => {
      const { reference } = request.params;
      const row = await findForPage(reference);
      // Unknown: the callback handler answers 404 WITHDRAWAL_NOT_FOUND for it.
      const failing = request.body.decision === 'fail';
      const event: PayoutEvent = {
        reference,
        amount: row ? Number(row.amount) : 1,
        outcome: failing ? 'failed' : 'paid',
        ...(failing ? { reason: TESTER_FAILURE } : {}),
      };
      await handleCallback(sandboxPayoutHeaders(sandboxPaySecret, event, now()), event);
      // Post/redirect/get: a reload shows the outcome instead of posting again.
      return reply.code(303).header('location', sandboxPayoutUrl(reference)).send();
    },
  );
}
