import { PATHS, RankList, WinnersQuery, envelope, type WinnersParams } from '@tessera/contract';
import type { Db } from '../../core/db/database';
import { ok } from '../../core/http/envelope';
import type { TypedPlugin } from '../../core/http/typed-app';
import { requestMerchant } from '../merchants';
import { biggestWins } from './winners-repository';

/** GET the winners board: the merchant's biggest recorded wins (spec §7 `GCSGAME_getRankList`). */
export const winnersRoutes: TypedPlugin<{ db: Db }> = async (app, { db }) => {
  app.get(
    PATHS.winners,
    {
      schema: { tags: ['games'], querystring: WinnersQuery, response: { 200: envelope(RankList) } },
    },
    async (request) => {
      // Validation applied the schema's defaults (ALL, 20).
      const { gameCategory, limitNum } = request.query as WinnersParams;
      const merchant = requestMerchant(request);
      const type = gameCategory === 'ALL' ? null : gameCategory;
      return ok(await biggestWins(db, merchant, type, limitNum));
    },
  );
};
