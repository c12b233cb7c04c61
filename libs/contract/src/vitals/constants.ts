// Runtime constants of field data (issue 14): what the site reports of real visits and where.
// No schema is built here (the site imports these).

export const VITALS_PATHS = {
  /** POST (merchant) a visit's Core Web Vitals: sent once as the page is hidden. */
  report: '/wps/vitals',
} as const;

export const VITALS_OPS_PATHS = {
  /** GET `?days`: p75 of each metric per page over the last days. */
  summary: '/ops/merchants/:code/vitals',
} as const;

/** The metrics reported, as the web-vitals library names them. */
export const VITAL_METRICS = ['LCP', 'INP', 'CLS'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

/**
 * The largest value kept per metric (ms, CLS unitless): beyond it a figure is a broken clock or
 * a made-up report, not a visit.
 */
export const VITAL_MAX_VALUE: Record<VitalMetric, number> = { LCP: 120_000, INP: 60_000, CLS: 50 };

/** A page is its path (no query, no fragment), at most this long. */
export const VITAL_PAGE_MAX_LENGTH = 200;
/** Reports one address may send per minute; a visit sends one. */
export const VITALS_REPORTS_PER_IP_PER_MINUTE = 30;
/** Days the operator summary covers by default, and at most. */
export const VITALS_DEFAULT_DAYS = 7;
export const VITALS_MAX_DAYS = 90;
