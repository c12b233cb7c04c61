import {
  CASHIER_PATHS,
  DepositLimits,
  DepositLimitsUpdate,
  MAX_DEPOSIT_AMOUNT,
  envelope,
} from '@tessera/contract';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../core/http/envelope';
import { limitAmounts } from '../../core/http/limit-amounts';
import type { TypedApp } from '../../core/http/typed-app';
import { requestSession } from '../accounts';
import { requestMerchant } from '../merchants';
import { readDepositLimits, setDepositLimits, type LimitHolder } from './deposit-limits';
import type { PaymentDeps } from './payment-deps';

const tags = ['cashier'];
const security = [{ bearer: [] }];

// A limit above MAX_DEPOSIT_AMOUNT could never be reached by a deposit.
const depositAmounts = limitAmounts({
  name: 'deposit',
  invalid: 'DEPOSIT_LIMIT_INVALID',
  max: MAX_DEPOSIT_AMOUNT,
  aboveMax: 'is above every deposit',
});

/** The member's own deposit limits (inside the payments module's `memberOnly` context). */
export async function depositLimitRoutes(app: TypedApp, { db, now }: PaymentDeps): Promise<void> {
  const holder = (request: FastifyRequest): LimitHolder => ({
    memberId: Number(requestSession(request).member.id),
    timeZone: requestMerchant(request).time_zone,
  });

  app.get(
    CASHIER_PATHS.depositLimits,
    { schema: { tags, security, response: { 200: envelope(DepositLimits) } } },
    async (request) => ok(await readDepositLimits(db, holder(request), now())),
  );

  app.put(
    CASHIER_PATHS.depositLimits,
    {
      preValidation: depositAmounts,
      schema: {
        tags,
        security,
        body: DepositLimitsUpdate,
        response: { 200: envelope(DepositLimits) },
      },
    },
    async (request) => ok(await setDepositLimits(db, holder(request), request.body, now())),
  );
}
