import {
  PROMOTION_PATHS,
  Promotion,
  PromotionActionQuery,
  PromotionIdParams,
  PromotionList,
  PromotionListQuery,
  envelope,
} from '@tessera/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../core/db/database';
import { ok } from '../../core/http/envelope';
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
const security = [{ bearer: [] }];

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
  app.get(
    PROMOTION_PATHS.list,
    {
      schema: { tags, querystring: PromotionListQuery, response: { 200: envelope(PromotionList) } },
    },
    async (request) => {
      const { category, language } = request.query;
      return ok({ list: await visitorList(db, readerOf(request, language), category, now()) });
    },
  );
}

/** The member's promotions: their statuses, join, apply, claim (inside `memberOnly`). */
export async function memberPromotionRoutes(app: TypedApp, { db, now }: PromotionDeps) {
  app.get(
    PROMOTION_PATHS.memberList,
    {
      schema: {
        tags,
        security,
        querystring: PromotionListQuery,
        response: { 200: envelope(PromotionList) },
      },
    },
    async (request) => {
      const { category, language } = request.query;
      return ok({ list: await memberList(db, memberReaderOf(request, language), category, now()) });
    },
  );

  const actions = [
    [PROMOTION_PATHS.join, joinPromotion],
    [PROMOTION_PATHS.apply, applyPromotion],
    [PROMOTION_PATHS.claim, claimPromotion],
  ] as const;
  for (const [path, act] of actions)
    app.post(
      path,
      {
        schema: {
          tags,
          security,
          params: PromotionIdParams,
          querystring: PromotionActionQuery,
          response: { 200: envelope(Promotion) },
        },
      },
      async (request) => {
        const reader = memberReaderOf(request, request.query.language);
        const promotion = await act(db, reader, Number(request.params.id), now());
        request.log.info({ promotion: promotion.id, status: promotion.status }, 'promotion action');
        return ok(promotion);
      },
    );
}
