import { MAX_DEPOSIT_AMOUNT, RECORD_CALLS } from '@tessera/contract';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../../core/http/envelope';
import { limitAmounts } from '../../../core/http/limit-amounts';
import { routeFor } from '../../../core/http/route-for';
import type { TypedApp } from '../../../core/http/typed-app';
import { requestSession } from '../../accounts';
import { requestMerchant } from '../../merchants';
import { readDepositLimits, setDepositLimits, type LimitHolder } from './deposit-limits';
import type { PaymentDeps } from '../shared/payment-deps';

const tags = ['cashier'];

// A limit above MAX_DEPOSIT_AMOUNT could never be reached by a deposit.
const depositAmounts = limitAmounts({
  name: 'deposit',
  invalid: 'DEPOSIT_LIMIT_INVALID',
  max: MAX_DEPOSIT_AMOUNT,
  aboveMax: 'is above every deposit',
});

/** The member's own deposit limits (inside the cashier module's `memberOnly` context). */
export async function depositLimitRoutes(app: TypedApp, { db, now }: PaymentDeps): Promise<void> {
  const holder = (request: FastifyRequest): LimitHolder => ({
    memberId: Number(requestSession(request).member.id),
    timeZone: requestMerchant(request).time_zone,
  });

  // The SDK's `records.depositLimits` and `records.setDepositLimits`.
  routeFor(
    app,
    RECORD_CALLS.depositLimits,
    async (request) => ok(await readDepositLimits(db, holder(request), now())),
    { tags },
  );

  routeFor(
    app,
    RECORD_CALLS.setDepositLimits,
    async (request) => ok(await setDepositLimits(db, holder(request), request.body, now())),
    { tags, preValidation: depositAmounts },
  );
}
