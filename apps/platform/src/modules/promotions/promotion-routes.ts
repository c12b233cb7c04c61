import { PROMOTION_CALLS } from '@tessera/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../core/db/database';
import { ok } from '../../core/http/envelope';
import { routeFor } from '../../core/http/route-for';
import type { TypedApp } from '../../core/http/typed-app';
import { requestSession } from '../accounts';
import { requestMerchant } from '../merchants';
import {
  applyPromotion,
  claimPromotion,
  joinPromotion,
  memberList,
  visitorList,
  type MemberReader,
  type ReaderOf,
} from './promotion-actions';

const tags = ['promotions'];

/** What the promotions routes need: the database and the clock. */
export interface PromotionDeps {
  db: Db;
  now: () => Date;
}

/** The reader of a request: its merchant and the asked language (else the merchant's). */
export function readerOf(request: FastifyRequest, language: string | undefined): ReaderOf {
  const merchant = requestMerchant(request);
  return {
    merchantCode: merchant.code,
    timeZone: merchant.time_zone,
    fallback: merchant.default_language,
    language: language ?? merchant.default_language,
  };
}

/** The signed-in reader (inside a `memberOnly` context). */
export function memberReaderOf(
  request: FastifyRequest,
  language: string | undefined,
): MemberReader {
  const { member } = requestSession(request);
  return { ...readerOf(request, language), memberId: Number(member.id), memberType: member.type };
}

/** The promotions centre as a visitor sees it (no token). */
export async function publicPromotionRoutes(app: TypedApp, { db, now }: PromotionDeps) {
  routeFor(
    app,
    PROMOTION_CALLS.list,
    async (request) => {
      const { category, language } = request.query;
      return ok({ list: await visitorList(db, readerOf(request, language), category, now()) });
    },
    { tags },
  );
}

/** The member's promotions: their statuses, join, apply, claim (inside `memberOnly`). */
export async function memberPromotionRoutes(app: TypedApp, { db, now }: PromotionDeps) {
  routeFor(
    app,
    PROMOTION_CALLS.memberList,
    async (request) => {
      const { category, language } = request.query;
      return ok({ list: await memberList(db, memberReaderOf(request, language), category, now()) });
    },
    { tags },
  );

  const actions = [
    [PROMOTION_CALLS.join, joinPromotion],
    [PROMOTION_CALLS.apply, applyPromotion],
    [PROMOTION_CALLS.claim, claimPromotion],
  ] as const;
  for (const [call, act] of actions)
    routeFor(
      app,
      call,
      async (request) => {
        const reader = memberReaderOf(request, request.query.language);
        const promotion = await act(db, reader, Number(request.params.id), now());
        request.log.info({ promotion: promotion.id, status: promotion.status }, 'promotion action');
        return ok(promotion);
      },
      { tags },
    );
}
