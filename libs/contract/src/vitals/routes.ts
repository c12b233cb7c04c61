import { opsRoute } from '../operator/ops-route';
import type { VitalsSummary, VitalsSummaryQuery } from './vitals';
import { VITALS_OPS_PATHS } from './constants';

// The site's report (`POST /wps/vitals`) is no SDK call: a keepalive fetch as the page is hidden
// (libs/site-shared/src/vitals), so it stays registered by hand.

/** The operator's field data: p75 of LCP, INP and CLS per page over the last days. */
export const VITALS_OPS_ROUTES = {
  summary: opsRoute<{ params: { code: string }; query: VitalsSummaryQuery }, VitalsSummary>(
    'GET',
    VITALS_OPS_PATHS.summary,
    'vitals.read',
  ),
};
