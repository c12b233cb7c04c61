import { PATHS, type DomainRoute, type Envelope, type PermissionInfo } from '@tessera/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/database';
import { ok } from '../http/envelope';
import { loadFeatureTree } from '../merchants/merchant-repository';
import { loadSite, loadSiteLists } from '../merchants/site-repository';
import { requestAccess } from '../plugins/access';
import { requestMerchant } from '../plugins/merchant';
import { domainRouteReply, permissionReply } from './permission-schemas';

/**
 * GET /wps/system/permission (always 200, even for a blocked caller: the site draws its
 * blocked or maintenance page from it) and GET /wps/system/domainRoute.
 */
export const permissionRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get(PATHS.permission, { schema: { response: { 200: permissionReply } } }, async (request) => {
    const merchant = requestMerchant(request);
    const access = requestAccess(request);
    const site = await loadSite(db, merchant.code);
    const lists = await loadSiteLists(db, merchant.code);
    const reply: Envelope<PermissionInfo> = ok({
      ...lists,
      facebookDomains: site.facebookDomains,
      mainDomain: site.mainDomain,
      maintenance: merchant.maintenance,
      maintenanceEnd: merchant.maintenance_end?.toISOString() ?? null,
      regionRestriction: access.regionRestricted,
      location: access.location,
      tree: await loadFeatureTree(db, merchant.code),
    });
    return reply;
  });

  app.get(
    PATHS.domainRoute,
    { schema: { response: { 200: domainRouteReply } } },
    async (request) => {
      const { mainDomain, domains } = await loadSite(db, requestMerchant(request).code);
      const reply: Envelope<DomainRoute> = ok({ mainDomain, domains });
      return reply;
    },
  );
};
