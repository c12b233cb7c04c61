import {
  OPERATOR_PATHS,
  type Envelope,
  type MerchantSettings,
  type MerchantSettingsUpdate,
} from '@tessera/contract';
import { isValidCidr } from '@tessera/domain';
import { listOutbox } from '../accounts/outbox';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/database';
import { ApiError } from '../http/api-error';
import { ok } from '../http/envelope';
import { updateSettings, type SettingsChange } from '../merchants/settings-repository';
import { operatorAuth } from '../plugins/operator-auth';
import {
  outboxQuery,
  outboxReply,
  settingsBody,
  settingsParams,
  settingsReply,
} from './ops-schemas';

/**
 * The operator API, registered only when OPERATOR_TOKEN is set (otherwise /ops is a plain 404).
 * PUT /ops/merchants/:code/settings switches maintenance and region blocking; GET /ops/outbox
 * lists the SMS and e-mails the default adapter recorded (browser tests read codes from it).
 */
export const opsRoutes: FastifyPluginAsync<{ db: Db; token: string }> = async (
  app,
  { db, token },
) => {
  // Encapsulated: the check guards only the routes of this plugin, before their body is read.
  app.addHook('onRequest', operatorAuth(token));

  app.put<{ Params: { code: string }; Body: MerchantSettingsUpdate }>(
    OPERATOR_PATHS.merchantSettings,
    { schema: { params: settingsParams, body: settingsBody, response: { 200: settingsReply } } },
    async (request) => {
      const settings = await updateSettings(db, request.params.code, toChange(request.body));
      if (!settings)
        throw new ApiError(404, 'MERCHANT_UNKNOWN', `Unknown merchant "${request.params.code}"`);
      request.log.info({ merchant: settings.merchantCode }, 'operator changed merchant settings');
      const reply: Envelope<MerchantSettings> = ok(settings);
      return reply;
    },
  );

  app.get<{ Querystring: { to?: string; limit?: number } }>(
    OPERATOR_PATHS.outbox,
    { schema: { tags: ['operator'], querystring: outboxQuery, response: { 200: outboxReply } } },
    async (request) => {
      // An unencoded `+` in a query string arrives as a space: `?to=+8801...` still means +8801...
      const to = request.query.to?.trim().replace(/^(\d+)$/, '+$1');
      return ok(await listOutbox(db, to || undefined, request.query.limit));
    },
  );
};

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
  return change;
}
