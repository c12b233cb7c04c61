import { MAX_TRANSFER_AMOUNT, WALLET_CALLS } from '@tessera/contract';
import { ApiError } from '../../../core/http/api-error';
import { ok } from '../../../core/http/envelope';
import { routeFor } from '../../../core/http/route-for';
import type { TypedApp } from '../../../core/http/typed-app';
import { requestSession, memberRows } from '../../accounts';
import { transferToUpline } from '../../wallet';
import { positiveMinorUnits } from '../shared/minor-units';
import type { PaymentDeps } from '../shared/payment-deps';
import { refuseTrial } from '../shared/trial-accounts';
import { verifyWithdrawalPassword } from '../withdrawal-password/withdrawal-password';

/**
 * The transfer to the upline (inside the `memberOnly` context; spec §2 transferUpline). The
 * upline is the agent whose invite code the member registered with (`member.parent_id`).
 * Money leaves the member's wallet as a withdrawal would, so it asks the withdrawal password.
 */
export async function uplineRoutes(app: TypedApp, deps: PaymentDeps): Promise<void> {
  const { db, now } = deps;

  routeFor(
    app,
    WALLET_CALLS.transferUpline,
    async (request) => {
      const { member } = requestSession(request);
      refuseTrial(member.type, 'A trial account cannot transfer demo money');
      const upline =
        member.parent_id === null
          ? undefined
          : await db
              .selectFrom(memberRows(db).as('member'))
              .select(['id', 'account'])
              .where('id', '=', member.parent_id)
              .executeTakeFirst();
      if (!upline) throw new ApiError(409, 'UPLINE_MISSING', 'This member has no upline');
      const memberId = Number(member.id);
      const at = now();
      const holder = { memberId, merchantCode: member.merchant_code, ip: request.ip };
      await verifyWithdrawalPassword(db, holder, request.body.withdrawalPassword, at);
      const transfer = { memberId, upline: { id: Number(upline.id), account: upline.account } };
      return ok(await transferToUpline(db, transfer, request.body, at));
    },
    {
      tags: ['wallet'],
      preValidation: positiveMinorUnits(
        'TRANSFER_AMOUNT_INVALID',
        MAX_TRANSFER_AMOUNT,
        'TRANSFER_AMOUNT_INVALID',
      ),
    },
  );
}
