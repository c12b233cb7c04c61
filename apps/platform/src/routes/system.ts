import {
  PATHS,
  type Envelope,
  type SystemStatusInfo,
  type WhitelabelInfo,
} from '@tessera/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/database';
import { ok } from '../http/envelope';
import { loadWhitelabel } from '../merchants/merchant-repository';
import { requestMerchant } from '../plugins/merchant';
import { statusReply, whitelabelReply } from './system-schemas';

/** GET /wps/system/whitelabel and /wps/system/status, for the merchant named in the request. */
export const systemRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get(PATHS.whitelabel, { schema: { response: { 200: whitelabelReply } } }, async (request) => {
    const reply: Envelope<WhitelabelInfo> = ok(await loadWhitelabel(db, requestMerchant(request)));
    return reply;
  });

  app.get(PATHS.systemStatus, { schema: { response: { 200: statusReply } } }, async (request) => {
    const merchant = requestMerchant(request);
    const reply: Envelope<SystemStatusInfo> = ok({
      maintenance: merchant.maintenance,
      maintenanceEnd: merchant.maintenance_end?.toISOString() ?? null,
      serverTime: new Date().toISOString(),
    });
    return reply;
  });
};
