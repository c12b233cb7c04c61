import {
  MerchantSettingsParams,
  VITALS_OPS_PATHS,
  VitalsSummary,
  VitalsSummaryQuery,
  envelope,
  type WithDefaults,
} from '@tessera/contract';
import type { Db } from '../../../core/db/database';
import { ok } from '../../../core/http/envelope';
import type { TypedApp } from '../../../core/http/typed-app';
import { vitalsSummary } from '../vitals-store';
import { knownMerchant } from '../../merchants';

/** What players of a merchant get: p75 of LCP, INP and CLS per page (issue 14 field data). */
export async function vitalsOpsRoutes(
  app: TypedApp,
  { db, now }: { db: Db; now: () => Date },
): Promise<void> {
  app.get(
    VITALS_OPS_PATHS.summary,
    {
      config: { permission: 'vitals.read' },
      schema: {
        tags: ['operator'],
        params: MerchantSettingsParams,
        querystring: VitalsSummaryQuery,
        response: { 200: envelope(VitalsSummary) },
      },
    },
    async (request) => {
      const { days } = request.query as WithDefaults<VitalsSummaryQuery, 'days'>;
      const code = await knownMerchant(db, request.params.code);
      return ok(await vitalsSummary(db, code, now(), days));
    },
  );
}
