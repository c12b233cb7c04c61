import { SYSTEM_CALLS } from '@tessera/contract';
import type { Db } from '../../core/db/database';
import { ok } from '../../core/http/envelope';
import { routeFor } from '../../core/http/route-for';
import type { TypedPlugin } from '../../core/http/typed-app';
import { loadFeatureTree } from './merchant-repository';
import { loadSiteLists } from './site-repository';
import { requestAccess } from './access-plugin';
import { requestMerchant, requestSite } from './merchant-plugin';

/**
 * GET /wps/system/permission (always 200, even for a blocked caller: the site draws its
 * blocked or maintenance page from it) and GET /wps/system/domainRoute.
 */
export const permissionRoutes: TypedPlugin<{ db: Db }> = async (app, { db }) => {
  routeFor(app, SYSTEM_CALLS.permission, async (request) => {
    const merchant = requestMerchant(request);
    const access = requestAccess(request);
    const site = requestSite(request);
    const lists = await loadSiteLists(db, merchant.code);
    return ok({
      ...lists,
      facebookDomains: site.facebookDomains,
      mainDomain: site.mainDomain,
      maintenance: merchant.maintenance,
      maintenanceEnd: merchant.maintenance_end?.toISOString() ?? null,
      regionRestriction: access.regionRestricted,
      location: access.location,
      tree: await loadFeatureTree(db, merchant.code),
    });
  });

  routeFor(app, SYSTEM_CALLS.domainRoute, async (request) => {
    const { mainDomain, domains } = requestSite(request);
    return ok({ mainDomain, domains });
  });
};
