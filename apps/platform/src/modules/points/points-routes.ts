import { MEMBER_TYPES, POINTS_CALLS } from '@tessera/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';
import { ok } from '../../core/http/envelope';
import { routeFor } from '../../core/http/route-for';
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
  routeFor(
    app,
    POINTS_CALLS.rewards,
    async (request) => {
      const merchant = requestMerchant(request).code;
      return ok({
        items: await listItems(db, merchant, ...readerOf(request, request.query.language)),
      });
    },
    { tags },
  );

  routeFor(
    app,
    POINTS_CALLS.config,
    async (request) => ok(await pointsConfig(db, requestMerchant(request).code)),
    { tags },
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

  routeFor(
    app,
    POINTS_CALLS.balance,
    async (request) => {
      const memberId = Number(requestSession(request).member.id);
      const [points, pending] = await Promise.all([
        pointsOf(db, memberId),
        pendingPoints(db, memberId),
      ]);
      return ok({ points: points.balance, earned: points.earned, pending });
    },
    { tags },
  );

  routeFor(
    app,
    POINTS_CALLS.transactions,
    async (request) =>
      ok(await pointsEntries(db, Number(requestSession(request).member.id), request.query)),
    { tags },
  );

  routeFor(
    app,
    POINTS_CALLS.redeemList,
    async (request) => {
      const memberId = Number(requestSession(request).member.id);
      const reader = readerOf(request, request.query.language);
      return ok(await listRedeems(db, memberId, request.query, ...reader));
    },
    { tags },
  );

  routeFor(
    app,
    POINTS_CALLS.redeem,
    async (request) => {
      const who = realMember(request);
      const { withdrawalPassword, ...redeem } = request.body;
      await passwordOf(request, who.memberId, withdrawalPassword);
      const language = requestMerchant(request).default_language;
      return ok(await redeemItem(db, { ...who, language, now: now() }, redeem));
    },
    // The withdrawal password travels sealed (spec §7: redeem is encrypted).
    { tags, preValidation: sealedBody(deps, 'required') },
  );

  routeFor(
    app,
    POINTS_CALLS.convert,
    async (request) => {
      const who = realMember(request);
      const { withdrawalPassword, ...convert } = request.body;
      await passwordOf(request, who.memberId, withdrawalPassword);
      return ok(await convertToBalance(db, who, convert));
    },
    { tags, preValidation: sealedBody(deps, 'required') },
  );
}

/** Both groups: the public ones, and the member's inside `memberOnly`. */
export async function pointsRoutes(app: TypedApp, deps: PointsDeps): Promise<void> {
  await publicPointsRoutes(app, deps);
  await app.register(memberOnly<PointsDeps>(memberPointsRoutes), deps);
}
