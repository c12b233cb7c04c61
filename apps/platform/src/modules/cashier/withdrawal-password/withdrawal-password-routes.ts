import { CASHIER_CALLS } from '@tessera/contract';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../../core/http/envelope';
import { routeFor } from '../../../core/http/route-for';
import type { TypedApp } from '../../../core/http/typed-app';
import { requestSession } from '../../accounts';
import type { PaymentDeps } from '../shared/payment-deps';
import {
  changeWithdrawalPassword,
  setWithdrawalPassword,
  type PasswordHolder,
} from './withdrawal-password';

const tags = ['cashier'];

/** The signed-in member as the holder of a withdrawal password. */
export function passwordHolder(request: FastifyRequest): PasswordHolder {
  const { member } = requestSession(request);
  return { memberId: Number(member.id), merchantCode: member.merchant_code, ip: request.ip };
}

/** Set (first time) and change the withdrawal password (inside the `memberOnly` context). */
export async function withdrawalPasswordRoutes(app: TypedApp, deps: PaymentDeps): Promise<void> {
  const { db, now } = deps;

  routeFor(
    app,
    CASHIER_CALLS.setWithdrawalPassword,
    async (request) => {
      await setWithdrawalPassword(db, passwordHolder(request), request.body.password, now());
      return ok(null);
    },
    { tags },
  );

  routeFor(
    app,
    CASHIER_CALLS.changeWithdrawalPassword,
    async (request) => {
      await changeWithdrawalPassword(db, passwordHolder(request), request.body, now());
      return ok(null);
    },
    { tags },
  );
}
