import {
  CASHIER_PATHS,
  MAX_WITHDRAWAL_AMOUNT,
  Withdrawal,
  WithdrawalListQuery,
  WithdrawalOverview,
  WithdrawalPage,
  WithdrawalRequest,
  envelope,
} from '@tessera/contract';
import { ok } from '../../core/http/envelope';
import type { TypedApp } from '../../core/http/typed-app';
import { requestSession } from '../accounts';
import { requestMerchant } from '../merchants';
import { recordWindow } from '../records';
import { memberBalance } from '../wallet';
import { memberWithdrawals } from './member-lists';
import { positiveMinorUnits } from './minor-units';
import type { PaymentDeps } from './payment-deps';
import { requestWithdrawal } from './request-withdrawal';
import { withdrawalOverview } from './withdrawal-overview';

const tags = ['cashier'];
const security = [{ bearer: [] }];

/**
 * A new withdrawal, the member's own withdrawals and the Withdraw page's overview (inside the
 * `memberOnly` context). A member cannot cancel a withdrawal.
 */
export async function withdrawalRoutes(app: TypedApp, deps: PaymentDeps): Promise<void> {
  const { db, now } = deps;

  app.post(
    CASHIER_PATHS.withdrawals,
    {
      preValidation: positiveMinorUnits(
        'WITHDRAWAL_AMOUNT_INVALID',
        MAX_WITHDRAWAL_AMOUNT,
        'WITHDRAWAL_AMOUNT_OUT_OF_RANGE',
      ),
      schema: { tags, security, body: WithdrawalRequest, response: { 200: envelope(Withdrawal) } },
    },
    async (request) => {
      const { member } = requestSession(request);
      const { currency } = await memberBalance(db, member.id);
      const who = {
        memberId: Number(member.id),
        merchantCode: member.merchant_code,
        ip: request.ip,
        currency,
        type: member.type,
      };
      return ok(await requestWithdrawal(db, who, request.body, now(), deps.withdrawalMax));
    },
  );

  app.get(
    CASHIER_PATHS.withdrawals,
    {
      schema: {
        tags,
        security,
        querystring: WithdrawalListQuery,
        response: { 200: envelope(WithdrawalPage) },
      },
    },
    async (request) => {
      const window = recordWindow(request.query, requestMerchant(request).time_zone, now());
      const memberId = Number(requestSession(request).member.id);
      return ok(await memberWithdrawals(db, memberId, window, request.query.status));
    },
  );

  app.get(
    CASHIER_PATHS.withdrawalOverview,
    { schema: { tags, security, response: { 200: envelope(WithdrawalOverview) } } },
    async (request) => {
      const { member } = requestSession(request);
      const who = { memberId: Number(member.id), merchantCode: member.merchant_code };
      return ok(await withdrawalOverview(db, who, now(), deps.withdrawalMax));
    },
  );
}
