import { MEMBER_CALLS, MEMBER_TYPES, SESSION_CALLS, WALLET_CALLS } from '@tessera/contract';
import { accountFlags } from '../account-settings';
import type { AccountDeps } from '../context';
import { memberInfo } from './members';
import { balanceView, gameWalletsTotal, memberBalance } from '../../wallet';
import { ApiError } from '../../../core/http/api-error';
import { ok } from '../../../core/http/envelope';
import { routeFor } from '../../../core/http/route-for';
import type { TypedApp } from '../../../core/http/typed-app';
import { requestMerchant } from '../../merchants';
import { requestSession } from '../session/member-only';
import { revokeSession } from '../session/sessions';

const tags = ['member'];

/**
 * Token calls about the signed-in member (registered inside the accounts module's `memberOnly`
 * context): logout, info, icon, login info, first login, language, balance (from the wallet
 * module).
 */
export async function memberRoutes(app: TypedApp, deps: AccountDeps): Promise<void> {
  const { db } = deps;

  routeFor(
    app,
    SESSION_CALLS.logout,
    async (request) => {
      await revokeSession(db, requestSession(request).sessionId, deps.now());
      return ok(null);
    },
    { tags: ['session'] },
  );

  routeFor(
    app,
    MEMBER_CALLS.info,
    async (request) =>
      ok(await memberInfo(db, requestSession(request).member, requestMerchant(request))),
    { tags },
  );

  routeFor(
    app,
    MEMBER_CALLS.icon,
    async (request) => ok({ iconUrl: requestSession(request).member.icon_url }),
    { tags },
  );

  routeFor(
    app,
    MEMBER_CALLS.loginInfo,
    async (request) => {
      const merchant = requestMerchant(request);
      const { member } = requestSession(request);
      const flags = await accountFlags(db, merchant.code);
      const counters = deps.memberCounters;
      const reader = {
        memberId: Number(member.id),
        memberType: member.type,
        merchantCode: merchant.code,
        timeZone: merchant.time_zone,
        language: member.language ?? merchant.default_language,
        fallback: merchant.default_language,
      };
      // Trial accounts skip the unread messages (spec §6); the referral switch is the merchant's
      // referral programme.
      const [unreadMessage, referralOn, availablePromoCount] = await Promise.all([
        counters && member.type !== 4 ? counters.unreadCount(db, reader) : 0,
        counters ? counters.referralOn(db, merchant.code) : false,
        deps.promoCount ? deps.promoCount(db, reader, deps.now()) : 0,
      ]);
      return ok({
        member: await memberInfo(db, member, merchant),
        unreadMessage,
        availablePromoCount,
        referralEnabled: flags.AGENTPOLICY3 && referralOn && member.type !== 4,
      });
    },
    { tags },
  );

  // The spec's first-login action: the flag is set already by the sign-in that answered
  // firstTimeLogin (atomically, see signIn), so this only acknowledges it.
  routeFor(app, MEMBER_CALLS.firstLogin, async () => ok(null), { tags });

  routeFor(
    app,
    MEMBER_CALLS.setLanguage,
    async (request) => {
      const merchant = requestMerchant(request);
      if (!merchant.languages.includes(request.body.language))
        throw new ApiError(
          400,
          'BAD_REQUEST',
          `Language must be one of ${merchant.languages.join(', ')}`,
        );
      await db
        .updateTable('member')
        .set({ language: request.body.language })
        .where('id', '=', requestSession(request).member.id)
        .execute();
      return ok(null);
    },
    { tags },
  );

  routeFor(
    app,
    WALLET_CALLS.balance,
    async (request) => {
      // The session's query read the wallet too: the header's frequent balance call costs one.
      const { member, wallet } = requestSession(request);
      const demo = member.type === MEMBER_TYPES.trial;
      const main = wallet ? balanceView(wallet) : await memberBalance(db, member.id);
      // A single-wallet merchant has no game wallets: its balance call stays one query.
      const inGames = requestMerchant(request).single_wallet
        ? 0
        : await gameWalletsTotal(db, Number(member.id));
      return ok({ ...main, inGames, demo });
    },
    { tags },
  );
}
