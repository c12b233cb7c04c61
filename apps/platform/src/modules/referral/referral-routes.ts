import {
  FriendPage,
  FriendQuery,
  REFERRAL_PATHS,
  ReferralSummary,
  envelope,
  type WithDefaults,
} from '@tessera/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';
import { ok } from '../../core/http/envelope';
import type { TypedApp } from '../../core/http/typed-app';
import { requestSession } from '../accounts';
import { requestMerchant } from '../merchants';
import { referralFriends, referralSummary } from './referral-store';

const tags = ['referral'];
const security = [{ bearer: [] }];

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
  app.get(
    REFERRAL_PATHS.referral,
    { schema: { tags, security, response: { 200: envelope(ReferralSummary) } } },
    async (request) =>
      ok(await referralSummary(db, inviter(request), requestMerchant(request).currency)),
  );

  app.get(
    REFERRAL_PATHS.friends,
    {
      schema: { tags, security, querystring: FriendQuery, response: { 200: envelope(FriendPage) } },
    },
    async (request) => {
      const query = request.query as WithDefaults<FriendQuery, 'limit'>;
      return ok(await referralFriends(db, inviter(request).id, query));
    },
  );
}
