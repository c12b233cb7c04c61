import { WhitelabelNode } from '@tessera/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../core/db/database';
import { globalPlugin } from '../../core/plugins/global-plugin';
import { accessPlugin } from './access-plugin';
import { healthRoutes } from './health-routes';
import type { MerchantCache } from './merchant-cache';
import { merchantPlugin } from './merchant-plugin';
import { permissionRoutes } from './permission-routes';
import { systemRoutes } from './system-routes';

/** What the merchants module needs. */
export type MerchantsDeps = {
  db: Db;
  /** The merchant and site rows per code, shared with the operator API that drops them. */
  merchants: MerchantCache;
  /** Lower-case header carrying the caller's ISO country code, or null. */
  countryHeader: string | null;
};

/**
 * The merchant of every /wps, /lgw and /lotto request (from the cache), the region block and
 * maintenance hook, and the system routes (whitelabel, status, permission, domainRoute, health).
 * Not encapsulated: its hooks must reach every module's routes, so register it before them.
 */
export const merchantsModule: FastifyPluginAsync<MerchantsDeps> = globalPlugin<MerchantsDeps>(
  async (app, deps) => {
    // The access hook needs the merchant, so it comes after the merchant plugin.
    await app.register(merchantPlugin, deps);
    await app.register(accessPlugin, deps);
    // The recursive feature-tree node, shared by `$id`: replies point at it (`WhitelabelNodeRef`).
    app.addSchema(WhitelabelNode);
    await app.register(healthRoutes, deps);
    await app.register(systemRoutes, deps);
    await app.register(permissionRoutes, deps);
  },
);
