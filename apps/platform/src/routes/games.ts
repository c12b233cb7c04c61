import { PATHS, type Envelope, type GameMenu } from '@tessera/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/database';
import { loadGameMenus } from '../games/game-menu-repository';
import { ok } from '../http/envelope';
import { requestMerchant } from '../plugins/merchant';
import { envelopeOf, nullableString, objectOf } from './schema-helpers';

const string = { type: 'string' } as const;
const gameMenusReply = envelopeOf({
  type: 'array',
  items: objectOf({
    gameType: string,
    vendors: {
      type: 'array',
      items: objectOf({ vassalage: string, displayName: string, logoUrl: nullableString }),
    },
  }),
});

/** GET /lgw/games/game_menus: game types with their vendors, for the header and side menu. */
export const gameRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get(PATHS.gameMenus, { schema: { response: { 200: gameMenusReply } } }, async (request) => {
    const reply: Envelope<GameMenu[]> = ok(await loadGameMenus(db, requestMerchant(request).code));
    return reply;
  });
};
