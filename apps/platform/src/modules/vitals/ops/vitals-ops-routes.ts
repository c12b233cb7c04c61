import { VITALS_OPS_CALLS, type VitalsSummaryQuery, type WithDefaults } from '@tessera/contract';
import type { Db } from '../../../core/db/database';
import { ok } from '../../../core/http/envelope';
import { routeFor } from '../../../core/http/route-for';
import type { TypedApp } from '../../../core/http/typed-app';
import { vitalsSummary } from '../vitals-store';
import { knownMerchant } from '../../merchants';

/** What players of a merchant get: p75 of LCP, INP and CLS per page (issue 14 field data). */
export async function vitalsOpsRoutes(
  app: TypedApp,
  { db, now }: { db: Db; now: () => Date },
): Promise<void> {
  routeFor(
    app,
    VITALS_OPS_CALLS.summary,
    async (request) => {
      const { days } = request.query as WithDefaults<VitalsSummaryQuery, 'days'>;
      const code = await knownMerchant(db, request.params.code);
      return ok(await vitalsSummary(db, code, now(), days));
    },
    { tags: ['operator'] },
  );
}
