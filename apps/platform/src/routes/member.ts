import { PATHS, type LanguageUpdate, type LoginInfo, type WalletBalance } from '@tessera/contract';
import type { FastifyPluginAsync } from 'fastify';
import { accountFlags } from '../accounts/account-settings';
import type { AccountDeps } from '../accounts/context';
import { memberInfo } from '../accounts/members';
import { ApiError } from '../http/api-error';
import { ok } from '../http/envelope';
import { requestMerchant } from '../plugins/merchant';
import { requestSession, requireSession } from '../plugins/member-session';
import {
  balanceReply,
  emptyReply,
  languageBody,
  loginInfoReply,
  memberIconReply,
  memberInfoReply,
} from './account-schemas';

const SYMBOLS: Record<string, string> = { BDT: '৳', PHP: '₱', INR: '₹', USD: '$' };
const tags = ['member'];

/** Token calls about the signed-in member: info, icon, login info, first login, language, balance. */
export const memberRoutes: FastifyPluginAsync<AccountDeps> = async (app, deps) => {
  const { db } = deps;
  // Encapsulated: every route of this plugin needs a session.
  app.addHook('preHandler', requireSession(deps));

  app.get(
    PATHS.memberInfo,
    { schema: { tags, response: { 200: memberInfoReply } } },
    async (request) =>
      ok(await memberInfo(db, requestSession(request).member, requestMerchant(request))),
  );

  app.get(
    PATHS.memberIcon,
    { schema: { tags, response: { 200: memberIconReply } } },
    async (request) => ok({ iconUrl: requestSession(request).member.icon_url }),
  );

  app.get(
    PATHS.loginInfo,
    { schema: { tags, response: { 200: loginInfoReply } } },
    async (request) => {
      const merchant = requestMerchant(request);
      const { member } = requestSession(request);
      const flags = await accountFlags(db, merchant.code);
      // Messages and promotions arrive with their own issues; until then there are none to count.
      const info: LoginInfo = {
        member: await memberInfo(db, member, merchant),
        unreadMessage: 0,
        availablePromoCount: 0,
        referralEnabled: flags.AGENTPOLICY3 && member.type !== 4,
      };
      return ok(info);
    },
  );

  app.post(
    PATHS.firstLogin,
    { schema: { tags, response: { 200: emptyReply } } },
    async (request) => {
      await db
        .updateTable('member')
        .set({ first_login_done: true })
        .where('id', '=', requestSession(request).member.id)
        .execute();
      return ok(null);
    },
  );

  app.put<{ Body: LanguageUpdate }>(
    PATHS.memberLanguage,
    { schema: { tags, body: languageBody, response: { 200: emptyReply } } },
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
  );

  app.get(PATHS.balance, { schema: { tags, response: { 200: balanceReply } } }, async (request) => {
    const wallet = await db
      .selectFrom('wallet')
      .select(['balance', 'currency'])
      .where('member_id', '=', requestSession(request).member.id)
      .executeTakeFirstOrThrow();
    const currency = wallet.currency.trim();
    const balance: WalletBalance = {
      balance: Number(wallet.balance),
      currency,
      currencySymbol: SYMBOLS[currency] ?? currency,
    };
    return ok(balance);
  });
};
