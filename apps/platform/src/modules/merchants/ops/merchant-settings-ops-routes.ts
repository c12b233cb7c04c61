import type { MerchantSettingsUpdate } from '@tessera/contract';
import { MERCHANT_OPS_CALLS } from '@tessera/contract';
import { isValidCidr } from '@tessera/domain';
import type { Db } from '../../../core/db/database';
import { ApiError } from '../../../core/http/api-error';
import { ok } from '../../../core/http/envelope';
import { routeFor } from '../../../core/http/route-for';
import type { TypedApp } from '../../../core/http/typed-app';
import { noteAuditBefore } from '../../audit';
import type { MerchantCache } from '../merchant-cache';
import { updateSettings, type SettingsChange } from '../settings-repository';

const tags = ['operator'];

/**
 * PUT /ops/merchants/:code/settings switches maintenance and region blocking; the change drops
 * the merchant from this replica's cache.
 */
export async function merchantSettingsOpsRoutes(
  app: TypedApp,
  { db, merchants }: { db: Db; merchants: MerchantCache },
): Promise<void> {
  routeFor(
    app,
    MERCHANT_OPS_CALLS.settings,
    async (request) => {
      const noteBefore = (before: unknown) => noteAuditBefore(request, before ?? null);
      const change = toChange(request.body);
      const settings = await updateSettings(db, request.params.code, change, noteBefore);
      if (!settings)
        throw new ApiError(404, 'MERCHANT_UNKNOWN', `Unknown merchant "${request.params.code}"`);
      // This replica's next request reads the change; other replicas within the cache's TTL.
      merchants.forget(settings.merchantCode);
      request.log.info({ merchant: settings.merchantCode }, 'operator changed merchant settings');
      return ok(settings);
    },
    { tags },
  );
}

function toChange(body: MerchantSettingsUpdate): SettingsChange {
  const change: SettingsChange = {};
  if (body.maintenance !== undefined) change.maintenance = body.maintenance;
  if (body.maintenanceEnd !== undefined) {
    const end = body.maintenanceEnd === null ? null : new Date(body.maintenanceEnd);
    if (end && Number.isNaN(end.getTime()))
      throw new ApiError(400, 'BAD_REQUEST', 'maintenanceEnd must be an ISO 8601 date-time');
    change.maintenanceEnd = end;
  }
  if (body.blockedCountries)
    change.blockedCountries = [...new Set(body.blockedCountries.map((c) => c.toUpperCase()))];
  if (body.blockedCidrs) {
    const invalid = body.blockedCidrs.filter((cidr) => !isValidCidr(cidr));
    if (invalid.length > 0)
      throw new ApiError(400, 'BAD_REQUEST', `Not a CIDR range: ${invalid.slice(0, 5).join(', ')}`);
    change.blockedCidrs = [...new Set(body.blockedCidrs)];
  }
  if (body.domains) change.domains = body.domains;
  return change;
}
