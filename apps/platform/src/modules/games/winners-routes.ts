import { GAME_CALLS, type WinnersParams } from '@tessera/contract';
import type { Db } from '../../core/db/database';
import { ok } from '../../core/http/envelope';
import { routeFor } from '../../core/http/route-for';
import type { TypedPlugin } from '../../core/http/typed-app';
import { requestMerchant } from '../merchants';
import { biggestWins } from './winners-repository';

/** GET the winners board: the merchant's biggest recorded wins (spec §7 `GCSGAME_getRankList`). */
export const winnersRoutes: TypedPlugin<{ db: Db }> = async (app, { db }) => {
  routeFor(
    app,
    GAME_CALLS.winners,
    async (request) => {
      // Validation applied the schema's defaults (ALL, 20).
      const { gameCategory, limitNum } = request.query as WinnersParams;
      const merchant = requestMerchant(request);
      const type = gameCategory === 'ALL' ? null : gameCategory;
      return ok(await biggestWins(db, merchant, type, limitNum));
    },
    { tags: ['games'] },
  );
};
