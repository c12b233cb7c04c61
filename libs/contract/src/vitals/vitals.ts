import Type, { type Static } from 'typebox';
import { StringEnum } from '../core/schema-types';
import {
  VITAL_METRICS,
  VITAL_PAGE_MAX_LENGTH,
  VITALS_DEFAULT_DAYS,
  VITALS_MAX_DAYS,
} from './constants';

/** One metric of a visit; the platform also checks the value against `VITAL_MAX_VALUE`. */
export const VitalSample = Type.Object({
  name: StringEnum(VITAL_METRICS),
  value: Type.Number({ minimum: 0 }),
});
export type VitalSample = Static<typeof VitalSample>;

/** Body of `POST /wps/vitals`: the page's path and each metric at most once. */
export const VitalsReport = Type.Object({
  page: Type.String({ minLength: 1, maxLength: VITAL_PAGE_MAX_LENGTH, pattern: '^/' }),
  metrics: Type.Array(VitalSample, { minItems: 1, maxItems: VITAL_METRICS.length }),
});
export type VitalsReport = Static<typeof VitalsReport>;

/** Reply of the report: how many metrics were stored. */
export const VitalsStored = Type.Object({ stored: Type.Integer({ minimum: 0 }) });
export type VitalsStored = Static<typeof VitalsStored>;

/** Query of the operator summary. */
export const VitalsSummaryQuery = Type.Object({
  days: Type.Optional(
    Type.Integer({ minimum: 1, maximum: VITALS_MAX_DAYS, default: VITALS_DEFAULT_DAYS }),
  ),
});
export type VitalsSummaryQuery = Static<typeof VitalsSummaryQuery>;

/** The 75th percentile of one metric on one page (ms; CLS unitless), over `samples` visits. */
export const VitalsSummaryRow = Type.Object({
  page: Type.String(),
  metric: StringEnum(VITAL_METRICS),
  p75: Type.Number(),
  samples: Type.Integer(),
});
export type VitalsSummaryRow = Static<typeof VitalsSummaryRow>;

/** What players of a merchant got since `since`, page by page. */
export const VitalsSummary = Type.Object({
  merchant: Type.String(),
  since: Type.String(),
  rows: Type.Array(VitalsSummaryRow),
});
export type VitalsSummary = Static<typeof VitalsSummary>;
