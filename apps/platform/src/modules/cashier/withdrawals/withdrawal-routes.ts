import { CASHIER_CALLS, MAX_WITHDRAWAL_AMOUNT, RECORD_CALLS } from '@tessera/contract';
import { ok } from '../../../core/http/envelope';
import { routeFor } from '../../../core/http/route-for';
import type { TypedApp } from '../../../core/http/typed-app';
import { requestSession } from '../../accounts';
import { requestMerchant } from '../../merchants';
import { recordWindow } from '../../records';
import { memberBalance } from '../../wallet';
import { memberWithdrawals } from '../history/member-lists';
import { positiveMinorUnits } from '../shared/minor-units';
import type { PaymentDeps } from '../shared/payment-deps';
import { requestWithdrawal } from './request-withdrawal';
import { withdrawalOverview } from './withdrawal-overview';

const tags = ['cashier'];

/**
 * A new withdrawal, the member's own withdrawals and the Withdraw page's overview (inside the
 * `memberOnly` context). A member cannot cancel a withdrawal.
 */
export async function withdrawalRoutes(app: TypedApp, deps: PaymentDeps): Promise<void> {
  const { db, now } = deps;

  routeFor(
    app,
    CASHIER_CALLS.requestWithdrawal,
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
    {
      tags,
      preValidation: positiveMinorUnits(
        'WITHDRAWAL_AMOUNT_INVALID',
        MAX_WITHDRAWAL_AMOUNT,
        'WITHDRAWAL_AMOUNT_OUT_OF_RANGE',
      ),
    },
  );

  // The SDK's `records.withdrawals`: the member centre lists it with the records.
  routeFor(
    app,
    RECORD_CALLS.withdrawals,
    async (request) => {
      const window = recordWindow(request.query, requestMerchant(request).time_zone, now());
      const memberId = Number(requestSession(request).member.id);
      return ok(await memberWithdrawals(db, memberId, window, request.query.status));
    },
    { tags },
  );

  routeFor(
    app,
    CASHIER_CALLS.withdrawalOverview,
    async (request) => {
      const { member } = requestSession(request);
      const who = { memberId: Number(member.id), merchantCode: member.merchant_code };
      return ok(await withdrawalOverview(db, who, now(), deps.withdrawalMax));
    },
    { tags },
  );
}
