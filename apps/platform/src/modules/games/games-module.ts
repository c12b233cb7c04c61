import type { FastifyPluginAsync } from 'fastify';
import { memberOnly } from '../accounts';
import { artRoutes } from './art-routes';
import type { GameDeps } from './game-deps';
import { gameRoutes } from './game-routes';
import { launchRoutes } from './launch-routes';
import { memberGameRoutes } from './member-game-routes';
import { winnersRoutes } from './winners-routes';

/**
 * Game lists, menus, lanes, poker rooms, live hosts, artwork and the winners board; the token
 * calls (favourites, recent games, live chat, launching) sit in one `memberOnly` context.
 */
export const gamesModule: FastifyPluginAsync<GameDeps> = async (app, deps) => {
  await app.register(gameRoutes, deps);
  await app.register(artRoutes, deps);
  await app.register(winnersRoutes, deps);
  await app.register(
    memberOnly<GameDeps>(async (member, memberDeps) => {
      await memberGameRoutes(member, memberDeps);
      await launchRoutes(member, memberDeps);
    }),
    deps,
  );
};
