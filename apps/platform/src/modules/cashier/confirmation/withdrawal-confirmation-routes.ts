import multipart from '@fastify/multipart';
import { WITHDRAWAL_CALLS } from '@tessera/contract';
import { ok } from '../../../core/http/envelope';
import { routeFor } from '../../../core/http/route-for';
import type { TypedApp } from '../../../core/http/typed-app';
import { requestSession } from '../../accounts';
import { confirmWithdrawal, memberWithdrawal } from './confirm-withdrawal';
import { CONFIRMATION_FORM_LIMITS, readConfirmationForm } from './confirmation-form';
import type { PaymentDeps } from '../shared/payment-deps';

const tags = ['cashier'];

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

  await app.register(async (form: TypedApp) => {
    await form.register(multipart, { limits: CONFIRMATION_FORM_LIMITS });
    routeFor(
      form,
      WITHDRAWAL_CALLS.confirm,
      async (request) => {
        const { member } = requestSession(request);
        const confirmation = await readConfirmationForm(request);
        const memberId = Number(member.id);
        return ok(
          await confirmWithdrawal(db, proofDir, memberId, request.params.id, confirmation, now()),
        );
      },
      { tags },
    );
  });
}
