import {
  CASHIER_PATHS,
  ChangeWithdrawalPasswordRequest,
  SetWithdrawalPasswordRequest,
  emptyEnvelope,
} from '@tessera/contract';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../core/http/envelope';
import type { TypedApp } from '../../core/http/typed-app';
import { requestSession } from '../accounts';
import type { PaymentDeps } from './payment-deps';
import {
  changeWithdrawalPassword,
  setWithdrawalPassword,
  type PasswordHolder,
} from './withdrawal-password';

const tags = ['cashier'];
const security = [{ bearer: [] }];

/** The signed-in member as the holder of a withdrawal password. */
export function passwordHolder(request: FastifyRequest): PasswordHolder {
  const { member } = requestSession(request);
  return { memberId: Number(member.id), merchantCode: member.merchant_code, ip: request.ip };
}

/** Set (first time) and change the withdrawal password (inside the `memberOnly` context). */
export async function withdrawalPasswordRoutes(app: TypedApp, deps: PaymentDeps): Promise<void> {
  const { db, now } = deps;

  app.post(
    CASHIER_PATHS.withdrawalPassword,
    {
      schema: {
        tags,
        security,
        body: SetWithdrawalPasswordRequest,
        response: { 200: emptyEnvelope() },
      },
    },
    async (request) => {
      await setWithdrawalPassword(db, passwordHolder(request), request.body.password, now());
      return ok(null);
    },
  );

  app.put(
    CASHIER_PATHS.withdrawalPassword,
    {
      schema: {
        tags,
        security,
        body: ChangeWithdrawalPasswordRequest,
        response: { 200: emptyEnvelope() },
      },
    },
    async (request) => {
      await changeWithdrawalPassword(db, passwordHolder(request), request.body, now());
      return ok(null);
    },
  );
}
