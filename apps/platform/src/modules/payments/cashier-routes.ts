import {
  CASHIER_PATHS,
  Deposit,
  DepositMethods,
  DepositParams,
  DepositRequest,
  MAX_DEPOSIT_AMOUNT,
  envelope,
} from '@tessera/contract';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../core/http/api-error';
import { ok } from '../../core/http/envelope';
import type { TypedApp } from '../../core/http/typed-app';
import { requestSession } from '../accounts';
import { memberBalance } from '../wallet';
import { depositView } from './deposit-view';
import { openDeposit, type Depositor } from './open-deposit';
import type { PaymentDeps } from './payment-deps';
import { listMethods } from './payment-methods';

const tags = ['cashier'];
const security = [{ bearer: [] }];

/**
 * A preValidation hook: the amount must arrive as a JSON number that is a whole, positive
 * number of minor units. Checked on the raw body, before Fastify would coerce "100" or 1.0e2,
 * and answered with its own code so the site can say exactly what is wrong.
 */
async function positiveMinorUnits(request: FastifyRequest): Promise<void> {
  if (typeof request.body !== 'object' || request.body === null) return;
  const { amount } = request.body as Record<string, unknown>;
  if (amount === undefined) return; // the schema says it is required
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 1)
    throw new ApiError(400, 'DEPOSIT_AMOUNT_INVALID', 'amount must be a positive integer');
  if (amount > MAX_DEPOSIT_AMOUNT)
    throw new ApiError(400, 'DEPOSIT_AMOUNT_OUT_OF_RANGE', 'amount is above every method');
}

/**
 * The member's cashier (inside the payments module's `memberOnly` context): deposit methods,
 * a new deposit, and one deposit's status.
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
    };
  }

  app.get(
    CASHIER_PATHS.depositMethods,
    { schema: { tags, security, response: { 200: envelope(DepositMethods) } } },
    async (request) => {
      const who = await depositor(request);
      return ok({ list: await listMethods(db, who.merchantCode, who.currency) });
    },
  );

  app.post(
    CASHIER_PATHS.deposits,
    {
      preValidation: positiveMinorUnits,
      schema: { tags, security, body: DepositRequest, response: { 200: envelope(Deposit) } },
    },
    async (request) =>
      ok(await openDeposit(db, provider, await depositor(request), request.body, now())),
  );

  app.get(
    CASHIER_PATHS.deposit,
    { schema: { tags, security, params: DepositParams, response: { 200: envelope(Deposit) } } },
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
  );
}
