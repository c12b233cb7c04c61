import { VITALS_PATHS, VitalsReport, VitalsStored, envelope } from '@tessera/contract';
import type { Db } from '../../core/db/database';
import { ok } from '../../core/http/envelope';
import type { TypedPlugin } from '../../core/http/typed-app';
import { limitPerWindow, type IpLimits } from '../accounts';
import { requestMerchant } from '../merchants';
import { storeReport } from './vitals-store';

/** What the field-data route needs. */
export interface VitalsDeps {
  db: Db;
  now: () => Date;
  limits: Pick<IpLimits, 'vitalsPerMinute'>;
}

/**
 * `POST /wps/vitals`: a real visit's LCP, INP and CLS, sent by the site as the page is hidden.
 * Anyone can call it, so it is bounded per address (a visit sends one report).
 */
export const vitalsModule: TypedPlugin<VitalsDeps> = async (app, { db, now, limits }) => {
  app.post(
    VITALS_PATHS.report,
    {
      schema: {
        tags: ['vitals'],
        body: VitalsReport,
        response: { 200: envelope(VitalsStored) },
      },
    },
    async (request) => {
      const at = now();
      await limitPerWindow(db, `vitals:ip:${request.ip}`, limits.vitalsPerMinute, 60, at);
      const stored = await storeReport(db, requestMerchant(request).code, request.body, at);
      return ok({ stored });
    },
  );
};
