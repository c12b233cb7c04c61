import { REFERRAL_CALLS, type FriendQuery, type WithDefaults } from '@tessera/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';
import { ok } from '../../core/http/envelope';
import { routeFor } from '../../core/http/route-for';
import type { TypedApp } from '../../core/http/typed-app';
import { requestSession } from '../accounts';
import { requestMerchant } from '../merchants';
import { referralFriends, referralSummary } from './referral-store';

const tags = ['referral'];

/** What the referral routes need. */
export interface ReferralDeps {
  db: Db;
  now: () => Date;
}

/** The signed-in real member: a trial account has no friends to invite (403 TRIAL_ACCOUNT). */
function inviter(request: FastifyRequest) {
  const { member } = requestSession(request);
  if (member.type === 4)
    throw new ApiError(403, 'TRIAL_ACCOUNT', 'Trial accounts cannot invite friends');
  return { id: Number(member.id), merchantCode: member.merchant_code };
}

/** Invite friends (inside `memberOnly`): the member's code and terms, and the invited friends. */
export async function referralRoutes(app: TypedApp, { db }: ReferralDeps): Promise<void> {
  routeFor(
    app,
    REFERRAL_CALLS.summary,
    async (request) =>
      ok(await referralSummary(db, inviter(request), requestMerchant(request).currency)),
    { tags },
  );

  routeFor(
    app,
    REFERRAL_CALLS.friends,
    async (request) => {
      const query = request.query as WithDefaults<FriendQuery, 'limit'>;
      return ok(await referralFriends(db, inviter(request).id, query));
    },
    { tags },
  );
}
