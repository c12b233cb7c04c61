import {
  CASHIER_PATHS,
  PayeeAccount,
  PayeeAccountParams,
  PayeeAccountRequest,
  PayeeAccounts,
  PayeeNameState,
  emptyEnvelope,
  envelope,
} from '@tessera/contract';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../core/http/envelope';
import type { TypedApp } from '../../core/http/typed-app';
import { payeeNameState, requestSession } from '../accounts';
import { bindPayeeAccount, listPayeeAccounts, removePayeeAccount } from './payee-accounts';
import type { PaymentDeps } from './payment-deps';

const tags = ['cashier'];
const security = [{ bearer: [] }];

const memberIdOf = (request: FastifyRequest) => Number(requestSession(request).member.id);

/** The payee name; list, bind and remove payee accounts (inside the `memberOnly` context). */
export async function payeeAccountRoutes(app: TypedApp, deps: PaymentDeps): Promise<void> {
  const { db, now } = deps;

  app.get(
    CASHIER_PATHS.payeeName,
    { schema: { tags, security, response: { 200: envelope(PayeeNameState) } } },
    async (request) => ok(await payeeNameState(db, memberIdOf(request))),
  );

  app.get(
    CASHIER_PATHS.payeeAccounts,
    { schema: { tags, security, response: { 200: envelope(PayeeAccounts) } } },
    async (request) => ok({ list: await listPayeeAccounts(db, memberIdOf(request)) }),
  );

  app.post(
    CASHIER_PATHS.payeeAccounts,
    {
      schema: {
        tags,
        security,
        body: PayeeAccountRequest,
        response: { 200: envelope(PayeeAccount) },
      },
    },
    async (request) => ok(await bindPayeeAccount(db, memberIdOf(request), request.body, now())),
  );

  app.delete(
    CASHIER_PATHS.payeeAccount,
    { schema: { tags, security, params: PayeeAccountParams, response: { 200: emptyEnvelope() } } },
    async (request) => {
      await removePayeeAccount(db, memberIdOf(request), request.params.id);
      return ok(null);
    },
  );
}
