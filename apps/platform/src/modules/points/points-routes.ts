import {
  ConvertPointsRequest,
  MallItems,
  MallItemsQuery,
  MEMBER_TYPES,
  POINTS_PATHS,
  PointsBalance,
  PointsConfig,
  PointsConverted,
  PointsEntries,
  PointsEntriesQuery,
  RedeemList,
  RedeemListQuery,
  RedeemRecord,
  RedeemRequest,
  envelope,
} from '@tessera/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';
import { ok } from '../../core/http/envelope';
import type { TypedApp } from '../../core/http/typed-app';
import { memberOnly, requestSession, sealedBody } from '../accounts';
import { requestMerchant } from '../merchants';
import { verifyWithdrawalPassword } from '../cashier';
import { listItems, listRedeems, pendingPoints, redeemItem } from './mall';
import { convertToBalance, pointsConfig, pointsEntries } from './points-account';
import { pointsOf } from './points-ledger';

const tags = ['points'];

/** What the points routes need. */
export interface PointsDeps {
  db: Db;
  now: () => Date;
}

/** The reader's language (the query's, else the merchant's default) and the default behind it. */
const readerOf = (request: FastifyRequest, asked?: string): [string, string] => {
  const fallback = requestMerchant(request).default_language;
  return [asked ?? fallback, fallback];
};

/** The signed-in member, refused (403 TRIAL_ACCOUNT) for a trial account's real-value calls. */
function realMember(request: FastifyRequest) {
  const { member } = requestSession(request);
  if (member.type === MEMBER_TYPES.trial)
    throw new ApiError(403, 'TRIAL_ACCOUNT', 'Trial accounts cannot redeem points');
  return { memberId: Number(member.id), merchantCode: member.merchant_code };
}

/** The mall and the rules: anyone may look before signing in. */
export async function publicPointsRoutes(app: TypedApp, { db }: PointsDeps): Promise<void> {
  app.get(
    POINTS_PATHS.rewards,
    { schema: { tags, querystring: MallItemsQuery, response: { 200: envelope(MallItems) } } },
    async (request) => {
      const merchant = requestMerchant(request).code;
      return ok({
        items: await listItems(db, merchant, ...readerOf(request, request.query.language)),
      });
    },
  );

  app.get(
    POINTS_PATHS.config,
    { schema: { tags, response: { 200: envelope(PointsConfig) } } },
    async (request) => ok(await pointsConfig(db, requestMerchant(request).code)),
  );
}

/** The member's points: balance, details, redeems and conversion (token calls). */
export async function memberPointsRoutes(app: TypedApp, deps: PointsDeps): Promise<void> {
  const { db, now } = deps;
  const passwordOf = (request: FastifyRequest, memberId: number, password: string) =>
    verifyWithdrawalPassword(
      db,
      { memberId, merchantCode: requestMerchant(request).code, ip: request.ip },
      password,
      now(),
    );

  app.get(
    POINTS_PATHS.balance,
    { schema: { tags, response: { 200: envelope(PointsBalance) } } },
    async (request) => {
      const memberId = Number(requestSession(request).member.id);
      const [points, pending] = await Promise.all([
        pointsOf(db, memberId),
        pendingPoints(db, memberId),
      ]);
      return ok({ points: points.balance, earned: points.earned, pending });
    },
  );

  app.get(
    POINTS_PATHS.transactions,
    {
      schema: { tags, querystring: PointsEntriesQuery, response: { 200: envelope(PointsEntries) } },
    },
    async (request) =>
      ok(await pointsEntries(db, Number(requestSession(request).member.id), request.query)),
  );

  app.get(
    POINTS_PATHS.redeemList,
    { schema: { tags, querystring: RedeemListQuery, response: { 200: envelope(RedeemList) } } },
    async (request) => {
      const memberId = Number(requestSession(request).member.id);
      const reader = readerOf(request, request.query.language);
      return ok(await listRedeems(db, memberId, request.query, ...reader));
    },
  );

  app.post(
    POINTS_PATHS.redeem,
    {
      // The withdrawal password travels sealed (spec §7: redeem is encrypted).
      preValidation: sealedBody(deps, 'required'),
      schema: { tags, body: RedeemRequest, response: { 200: envelope(RedeemRecord) } },
    },
    async (request) => {
      const who = realMember(request);
      const { withdrawalPassword, ...redeem } = request.body;
      await passwordOf(request, who.memberId, withdrawalPassword);
      const language = requestMerchant(request).default_language;
      return ok(await redeemItem(db, { ...who, language, now: now() }, redeem));
    },
  );

  app.post(
    POINTS_PATHS.convert,
    {
      preValidation: sealedBody(deps, 'required'),
      schema: { tags, body: ConvertPointsRequest, response: { 200: envelope(PointsConverted) } },
    },
    async (request) => {
      const who = realMember(request);
      const { withdrawalPassword, ...convert } = request.body;
      await passwordOf(request, who.memberId, withdrawalPassword);
      return ok(await convertToBalance(db, who, convert));
    },
  );
}

/** Both groups: the public ones, and the member's inside `memberOnly`. */
export async function pointsRoutes(app: TypedApp, deps: PointsDeps): Promise<void> {
  await publicPointsRoutes(app, deps);
  await app.register(memberOnly<PointsDeps>(memberPointsRoutes), deps);
}
