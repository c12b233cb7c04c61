import { CASHIER_CALLS, MAX_DEPOSIT_AMOUNT, RECORD_CALLS } from '@tessera/contract';
import type { FastifyRequest } from 'fastify';
import { acceptedLanguage } from '../../../core/http/accept-language';
import { ApiError } from '../../../core/http/api-error';
import { ok } from '../../../core/http/envelope';
import { routeFor } from '../../../core/http/route-for';
import type { TypedApp } from '../../../core/http/typed-app';
import { requestSession } from '../../accounts';
import { requestMerchant } from '../../merchants';
import { recordWindow } from '../../records';
import { memberBalance } from '../../wallet';
import { depositView } from './deposit-view';
import { memberDeposits } from '../history/member-lists';
import { openDeposit, type Depositor } from './open-deposit';
import type { PaymentDeps } from '../shared/payment-deps';
import { listMethods } from '../methods/payment-methods';
import { positiveMinorUnits } from '../shared/minor-units';

const tags = ['cashier'];

/**
 * The member's cashier (inside the cashier module's `memberOnly` context): deposit methods,
 * a new deposit, the member's deposits, and one deposit's status.
 */
export async function cashierRoutes(app: TypedApp, deps: PaymentDeps): Promise<void> {
  const { db, now, provider } = deps;

  async function depositor(request: FastifyRequest): Promise<Depositor> {
    const { member } = requestSession(request);
    const { currency } = await memberBalance(db, member.id);
    return {
      memberId: Number(member.id),
      merchantCode: member.merchant_code,
      currency,
      type: member.type,
      timeZone: requestMerchant(request).time_zone,
    };
  }

  routeFor(
    app,
    CASHIER_CALLS.depositMethods,
    async (request) => {
      const who = await depositor(request);
      // Names in the reader's language (the SDK's Accept-Language), else the merchant's.
      const fallback = requestMerchant(request).default_language;
      const reader = { language: acceptedLanguage(request) ?? fallback, fallback };
      // Every method is paid through the provider: none is offered while none is switched on.
      return ok({
        list: provider ? await listMethods(db, who.merchantCode, who.currency, reader) : [],
      });
    },
    { tags },
  );

  routeFor(
    app,
    CASHIER_CALLS.createDeposit,
    async (request) => {
      if (!provider)
        throw new ApiError(404, 'PAYMENT_METHOD_UNAVAILABLE', 'No payment provider is switched on');
      return ok(await openDeposit(db, provider, await depositor(request), request.body, now()));
    },
    {
      tags,
      preValidation: positiveMinorUnits(
        'DEPOSIT_AMOUNT_INVALID',
        MAX_DEPOSIT_AMOUNT,
        'DEPOSIT_AMOUNT_OUT_OF_RANGE',
      ),
    },
  );

  // The SDK's `records.deposits`: the member centre lists it with the records.
  routeFor(
    app,
    RECORD_CALLS.deposits,
    async (request) => {
      const window = recordWindow(request.query, requestMerchant(request).time_zone, now());
      const memberId = Number(requestSession(request).member.id);
      return ok(await memberDeposits(db, memberId, window, request.query.status));
    },
    { tags },
  );

  routeFor(
    app,
    CASHIER_CALLS.deposit,
    async (request) => {
      const row = await db
        .selectFrom('deposit')
        .selectAll()
        .where('id', '=', request.params.id)
        .where('member_id', '=', requestSession(request).member.id)
        .executeTakeFirst();
      if (!row) throw new ApiError(404, 'DEPOSIT_NOT_FOUND', 'No such deposit');
      return ok(depositView(row));
    },
    { tags },
  );
}
