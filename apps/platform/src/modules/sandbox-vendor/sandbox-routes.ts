import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../core/db/database';
import { sandboxPageRoutes } from './sandbox-pages';
import { sandboxPlayRoutes } from './sandbox-play';
import { sandboxWalletRoutes } from './sandbox-wallet';

/**
 * The built-in sandbox vendor under /sandbox (no merchant header: iframes cannot send one; the
 * launch token names the player): its pages, their game calls and the seamless-wallet API.
 */
export const sandboxRoutes: FastifyPluginAsync<{ db: Db; now: () => Date }> = async (app, deps) => {
  await app.register(sandboxPageRoutes, deps);
  await app.register(sandboxPlayRoutes, deps);
  await app.register(sandboxWalletRoutes, deps);
};
