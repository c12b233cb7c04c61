import { GAME_TYPES, PATHS, type GameType } from '@tessera/contract';
import { WINNERS_REQUEST_LIMIT } from '@tessera/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/database';
import { ok } from '../http/envelope';
import { requestMerchant } from '../plugins/merchant';
import { biggestWins } from '../wallet/winners';
import { languageParam } from './query-schemas';
import { envelopeOf, objectOf } from './schema-helpers';

const string = { type: 'string' } as const;
const winnersQuery = {
  type: 'object',
  properties: {
    gameCategory: { enum: ['ALL', ...GAME_TYPES], default: 'ALL' },
    // Game names are not translated; the language is accepted as the spec's call sends it.
    language: languageParam,
    limitNum: { type: 'integer', minimum: 1, maximum: WINNERS_REQUEST_LIMIT, default: 20 },
  },
} as const;
const winnersReply = envelopeOf(
  objectOf({
    list: {
      type: 'array',
      items: objectOf({
        vo: objectOf({
          customerName: string,
          winAmount: string,
          gameName: string,
          iconUrl: string,
        }),
      }),
    },
  }),
);

/** GET the winners board: the merchant's biggest recorded wins (spec §7 `GCSGAME_getRankList`). */
export const winnersRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get<{ Querystring: { gameCategory: 'ALL' | GameType; limitNum: number } }>(
    PATHS.winners,
    { schema: { tags: ['games'], querystring: winnersQuery, response: { 200: winnersReply } } },
    async (request) => {
      const { gameCategory, limitNum } = request.query;
      const merchant = requestMerchant(request);
      const type = gameCategory === 'ALL' ? null : gameCategory;
      return ok(await biggestWins(db, merchant, type, limitNum));
    },
  );
};
