import { CASHIER_CALLS } from '@tessera/contract';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../../core/http/envelope';
import { routeFor } from '../../../core/http/route-for';
import type { TypedApp } from '../../../core/http/typed-app';
import { payeeNameState, requestSession } from '../../accounts';
import { bindPayeeAccount, listPayeeAccounts, removePayeeAccount } from './payee-accounts';
import type { PaymentDeps } from '../shared/payment-deps';

const tags = ['cashier'];

const memberIdOf = (request: FastifyRequest) => Number(requestSession(request).member.id);

/** The payee name; list, bind and remove payee accounts (inside the `memberOnly` context). */
export async function payeeAccountRoutes(app: TypedApp, deps: PaymentDeps): Promise<void> {
  const { db, now } = deps;

  routeFor(
    app,
    CASHIER_CALLS.payeeName,
    async (request) => ok(await payeeNameState(db, memberIdOf(request))),
    { tags },
  );

  routeFor(
    app,
    CASHIER_CALLS.payeeAccounts,
    async (request) => ok({ list: await listPayeeAccounts(db, memberIdOf(request)) }),
    { tags },
  );

  routeFor(
    app,
    CASHIER_CALLS.addPayeeAccount,
    async (request) => ok(await bindPayeeAccount(db, memberIdOf(request), request.body, now())),
    { tags },
  );

  routeFor(
    app,
    CASHIER_CALLS.removePayeeAccount,
    async (request) => {
      await removePayeeAccount(db, memberIdOf(request), request.params.id);
      return ok(null);
    },
    { tags },
  );
}
