import { lotteryOpsRoutes } from '../lottery';
import {
  MerchantSettings,
  MerchantSettingsParams,
  MerchantSettingsUpdate,
  OPERATOR_PATHS,
  OutboxMessages,
  OutboxQuery,
  envelope,
  type OutboxParams,
} from '@tessera/contract';
import { isValidCidr } from '@tessera/domain';
import { listOutbox } from '../accounts';
import type { Db } from '../../core/db/database';
import type { JobQueue } from '../../core/jobs/job-queue';
import { ApiError } from '../../core/http/api-error';
import { ok } from '../../core/http/envelope';
import type { TypedPlugin } from '../../core/http/typed-app';
import { updateSettings, type SettingsChange } from '../merchants';
import type { MerchantCache } from '../merchants';
import { operatorAuth } from './operator-auth';
import { aggregatorOpsRoutes } from './aggregator-ops-routes';
import { pamTokenOpsRoutes } from './pam-token-ops-routes';
import type { ApiTokenStore } from '../pam';
import { adjustmentOpsRoutes } from './adjustment-ops-routes';
import { contractOpsRoutes } from './contract-ops-routes';
import { depositOpsRoutes } from './deposit-ops-routes';
import { drawOpsRoutes } from './draw-ops-routes';
import { missionOpsRoutes } from './mission-ops-routes';
import { feedbackOpsRoutes } from './feedback-ops-routes';
import { messageOpsRoutes } from './message-ops-routes';
import { merchantOpsRoutes } from './merchant-ops-routes';
import { merchantUpdateRoutes } from './merchant-update-routes';
import { blogOpsRoutes } from './blog-ops-routes';
import { promotionOpsRoutes } from './promotion-ops-routes';
import { protectionOpsRoutes } from './protection-ops-routes';
import { socialOpsRoutes } from './social-ops-routes';
import { turnoverOpsRoutes } from './turnover-ops-routes';
import { payeeNameOpsRoutes } from './payee-name-ops-routes';
import { pointsOpsRoutes } from './points-ops-routes';
import { referralOpsRoutes } from './referral-ops-routes';
import { vipOpsRoutes } from './vip-ops-routes';
import { vitalsOpsRoutes } from './vitals-ops-routes';
import type { DepositBonusHook } from '../payments';
import { withdrawalOpsRoutes } from './withdrawal-ops-routes';

/** What the operator API needs: the database, its bearer token and the merchant cache to drop. */
export type OperatorDeps = {
  db: Db;
  now: () => Date;
  jobs: JobQueue;
  proofDir: string;
  token: string;
  merchants: MerchantCache;
  depositBonus: DepositBonusHook;
  /** Whether the settle call may run ahead of the clock (a demo platform). */
  settleAhead: boolean;
  /** The aggregators' PAM API tokens, which the operator issues and revokes. */
  pamTokens: ApiTokenStore;
};

/**
 * The operator API, registered only when OPERATOR_TOKEN is set (otherwise /ops is a plain 404).
 * PUT /ops/merchants/:code/settings switches maintenance and region blocking; GET /ops/outbox
 * lists the SMS and e-mails the default adapter recorded (browser tests read codes from it).
 */
export const opsRoutes: TypedPlugin<OperatorDeps> = async (
  app,
  { db, now, jobs, proofDir, token, merchants, depositBonus, settleAhead, pamTokens },
) => {
  // Encapsulated: the check guards only the routes of this plugin, before their body is read.
  app.addHook('onRequest', operatorAuth(token));
  await withdrawalOpsRoutes(app, { db, now, jobs, proofDir });
  await adjustmentOpsRoutes(app, { db, now });
  await turnoverOpsRoutes(app, { db, now });
  await depositOpsRoutes(app, { db, now, depositBonus });
  await merchantOpsRoutes(app, { db, merchants });
  await merchantUpdateRoutes(app, { db, merchants });
  await blogOpsRoutes(app, { db });
  await contractOpsRoutes(app, { db, now, settleAhead });
  await drawOpsRoutes(app, { db, now });
  await missionOpsRoutes(app, { db });
  await promotionOpsRoutes(app, { db, now });
  await pointsOpsRoutes(app, { db, now });
  await vipOpsRoutes(app, { db, now });
  await messageOpsRoutes(app, { db, now });
  await feedbackOpsRoutes(app, { db, now });
  await referralOpsRoutes(app, { db });
  await protectionOpsRoutes(app, { db, now });
  await payeeNameOpsRoutes(app, { db, now });
  await vitalsOpsRoutes(app, { db, now });
  await socialOpsRoutes(app, { db });
  await lotteryOpsRoutes(app, { db, jobs });
  await aggregatorOpsRoutes(app, { db, now });
  await pamTokenOpsRoutes(app, { now, pamTokens });

  app.put(
    OPERATOR_PATHS.merchantSettings,
    {
      schema: {
        params: MerchantSettingsParams,
        body: MerchantSettingsUpdate,
        response: { 200: envelope(MerchantSettings) },
      },
    },
    async (request) => {
      const settings = await updateSettings(db, request.params.code, toChange(request.body));
      if (!settings)
        throw new ApiError(404, 'MERCHANT_UNKNOWN', `Unknown merchant "${request.params.code}"`);
      // This replica's next request reads the change; other replicas within the cache's TTL.
      merchants.forget(settings.merchantCode);
      request.log.info({ merchant: settings.merchantCode }, 'operator changed merchant settings');
      return ok(settings);
    },
  );

  app.get(
    OPERATOR_PATHS.outbox,
    {
      schema: {
        tags: ['operator'],
        querystring: OutboxQuery,
        response: { 200: envelope(OutboxMessages) },
      },
    },
    async (request) => {
      // An unencoded `+` in a query string arrives as a space: `?to=+8801...` still means +8801...
      const { to: raw, limit } = request.query as OutboxParams;
      const to = raw?.trim().replace(/^(\d+)$/, '+$1');
      return ok(await listOutbox(db, to || undefined, limit));
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
  if (body.domains) change.domains = body.domains;
  return change;
}
