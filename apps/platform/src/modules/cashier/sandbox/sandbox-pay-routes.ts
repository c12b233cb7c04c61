import {
  SandboxPayAck,
  SandboxPayCallback,
  SandboxPayDecision,
  SandboxPayParams,
  envelope,
} from '@tessera/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../core/http/envelope';
import type { TypedPlugin } from '../../../core/http/typed-app';
import type { PaymentDeps } from '../shared/payment-deps';
import type { CallbackHeaders, PaymentProvider, ProviderEvent } from '../shared/payment-provider';
import { newNonce } from '../../../core/http/html-page';
import { payPage, payPageHeaders } from './sandbox-pay-page';
import { sandboxPayoutRoutes } from './sandbox-payout-routes';
import { sandboxCallbackHeaders, sandboxPayUrl } from './sandbox-provider';
import { settleDeposit } from '../deposits/settle-deposit';

const tags = ['sandbox payments'];

/**
 * The sandbox payment provider under /sandbox/pay (no merchant header: the provider and its
 * page know only the reference): the signed callback, and the tester page whose Approve and
 * Decline buttons become a callback signed here and fed to the same handler; then its payouts'
 * callback and page. Registered only while the sandbox is switched on (SANDBOX_PAY).
 */
export const sandboxPayRoutes: TypedPlugin<PaymentDeps & { provider: PaymentProvider }> = async (
  app,
  deps,
) => {
  const { db, now, provider, sandboxPaySecret, depositBonus } = deps;
  acceptFormBodies(app);

  /** The callback handler: verify, then settle. Both routes end here. */
  const handleCallback = (headers: CallbackHeaders, body: ProviderEvent) => {
    const at = now();
    return settleDeposit(db, provider.verifyCallback(headers, body, at), at, depositBonus);
  };

  app.post(
    '/sandbox/pay/callback',
    {
      schema: { tags, body: SandboxPayCallback, response: { 200: envelope(SandboxPayAck) } },
    },
    async (request) => ok(await handleCallback(request.headers, request.body)),
  );

  async function findForPage(reference: string) {
    return db
      .selectFrom('deposit as d')
      .innerJoin('payment_method as m', 'm.id', 'd.method_id')
      .select(['d.provider_ref', 'd.amount', 'd.currency', 'd.status', 'm.name'])
      .where('d.provider_ref', '=', reference)
      .executeTakeFirst();
  }

  app.get(
    '/sandbox/pay/:reference',
    { schema: { tags, params: SandboxPayParams } },
    async (request, reply) => {
      const row = await findForPage(request.params.reference);
      const nonce = newNonce();
      const deposit = row && {
        reference: request.params.reference,
        method: row.name,
        amount: Number(row.amount),
        currency: row.currency,
        status: row.status,
      };
      return reply
        .code(deposit ? 200 : 404)
        .headers(payPageHeaders(nonce))
        .send(payPage(deposit ?? null, nonce));
    },
  );

  app.post(
    '/sandbox/pay/:reference',
    { schema: { tags, params: SandboxPayParams, body: SandboxPayDecision } },
    async (request, reply) => {
      const { reference } = request.params;
      const row = await findForPage(reference);
      // Unknown: the callback handler answers 404 DEPOSIT_NOT_FOUND for it.
      const event: ProviderEvent = {
        reference,
        amount: row ? Number(row.amount) : 1,
        outcome: request.body.decision === 'approve' ? 'approved' : 'rejected',
      };
      await handleCallback(sandboxCallbackHeaders(sandboxPaySecret, event, now()), event);
      // Post/redirect/get: a reload shows the outcome instead of posting again.
      return reply.code(303).header('location', sandboxPayUrl(reference)).send();
    },
  );

  await sandboxPayoutRoutes(app, deps);
};

// The tester page posts an HTML form; no extra package for a one-line parser.
function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
}
