import multipart from '@fastify/multipart';
import {
  CASHIER_PATHS,
  WITHDRAWAL_CALLS,
  Withdrawal,
  WithdrawalConfirmationForm,
  WithdrawalParams,
  envelope,
} from '@tessera/contract';
import { ok } from '../../../core/http/envelope';
import { routeFor } from '../../../core/http/route-for';
import type { TypedApp } from '../../../core/http/typed-app';
import { requestSession } from '../../accounts';
import { confirmWithdrawal, memberWithdrawal } from './confirm-withdrawal';
import { CONFIRMATION_FORM_LIMITS, readConfirmationForm } from './confirmation-form';
import type { PaymentDeps } from '../shared/payment-deps';

const tags = ['cashier'];
const security = [{ bearer: [] }];

/**
 * One withdrawal's status and the payee's confirmation (inside the `memberOnly` context). The
 * multipart parser is registered in this route's own context only: no other route takes forms.
 */
export async function withdrawalConfirmationRoutes(app: TypedApp, deps: PaymentDeps) {
  const { db, now, proofDir } = deps;

  routeFor(
    app,
    WITHDRAWAL_CALLS.get,
    async (request) => {
      const { member } = requestSession(request);
      return ok(await memberWithdrawal(db, Number(member.id), request.params.id));
    },
    { tags },
  );

  // The confirmation stays by hand: its body is a multipart form, which the table cannot name.

  await app.register(async (form: TypedApp) => {
    await form.register(multipart, { limits: CONFIRMATION_FORM_LIMITS });
    form.post(
      CASHIER_PATHS.withdrawalConfirmation,
      {
        schema: {
          tags,
          security,
          description: `multipart/form-data: ${JSON.stringify(WithdrawalConfirmationForm)}`,
          consumes: ['multipart/form-data'],
          params: WithdrawalParams,
          response: { 200: envelope(Withdrawal) },
        },
      },
      async (request) => {
        const { member } = requestSession(request);
        const confirmation = await readConfirmationForm(request);
        const memberId = Number(member.id);
        return ok(
          await confirmWithdrawal(db, proofDir, memberId, request.params.id, confirmation, now()),
        );
      },
    );
  });
}
