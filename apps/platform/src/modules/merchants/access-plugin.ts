import { PATHS } from '@tessera/contract';
import { isRegionBlocked, normalizeCountry, type ClientLocation } from '@tessera/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../core/http/api-error';
import { globalPlugin } from '../../core/plugins/global-plugin';
import { requestSite } from './merchant-plugin';

/** What the platform knows about where a merchant request comes from. */
export interface RequestAccess {
  location: ClientLocation;
  regionRestricted: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for merchant routes; read it with `requestAccess`. */
    access: RequestAccess | null;
  }
}

/** Calls a blocked caller may still make: the site needs them to draw the blocked page. */
export const OPEN_TO_BLOCKED: ReadonlySet<string> = new Set([
  PATHS.permission,
  PATHS.systemStatus,
  PATHS.whitelabel,
  PATHS.domainRoute,
]);

/** Calls that stop while the merchant is under maintenance. */
export const GAME_PREFIX = '/lgw/games/';

/**
 * After the merchant hook: works out the caller's location and region restriction, then refuses
 * game calls during maintenance (503 MAINTENANCE) and other calls from a blocked region
 * (403 REGION_RESTRICTED). The caller's IP is Fastify's `request.ip` (see TRUST_PROXY); the
 * country comes only from the configured header.
 */
export const accessPlugin = globalPlugin<{ countryHeader: string | null }>(
  async (app, { countryHeader }) => {
    app.decorateRequest('access', null);
    app.addHook('onRequest', async (request, reply) => {
      const merchant = request.merchant;
      const route = request.routeOptions.url;
      if (!merchant || route === undefined) return;

      const header = countryHeader ? request.headers[countryHeader] : undefined;
      const location = {
        ip: request.ip,
        country: normalizeCountry(Array.isArray(header) ? header[0] : header),
      };
      const regionRestricted = isRegionBlocked(location, requestSite(request));
      request.access = { location, regionRestricted };

      // Maintenance wins over a region block, as in the site's system status (spec §4).
      if (merchant.maintenance && route.startsWith(GAME_PREFIX)) {
        setRetryAfter(reply, merchant.maintenance_end);
        throw new ApiError(503, 'MAINTENANCE', 'Games are closed for maintenance');
      }
      if (regionRestricted && !OPEN_TO_BLOCKED.has(route))
        throw new ApiError(403, 'REGION_RESTRICTED', 'Access restricted by IP or location');
    });
  },
);

/** The access facts of a merchant request; asking elsewhere is a programming error. */
export function requestAccess(request: FastifyRequest): RequestAccess {
  if (!request.access)
    throw new Error(`No access facts for ${request.routeOptions.url ?? request.url}`);
  return request.access;
}

function setRetryAfter(reply: FastifyReply, end: Date | null): void {
  const seconds = end ? Math.ceil((end.getTime() - Date.now()) / 1000) : 0;
  if (seconds > 0) reply.header('retry-after', String(seconds));
}
