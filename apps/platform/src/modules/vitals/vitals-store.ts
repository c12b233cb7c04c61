import {
  VITAL_MAX_VALUE,
  VITALS_DEFAULT_DAYS,
  type VitalMetric,
  type VitalsReport,
  type VitalsSummary,
} from '@tessera/contract';
import { sql } from 'kysely';
import type { Db } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';

const DAY_MS = 86_400_000;

/**
 * Stores one visit's metrics. A report naming a metric twice, or with a value no browser
 * measures, is refused whole: it did not come from the site's reporter.
 */
export async function storeReport(
  db: Db,
  merchantCode: string,
  report: VitalsReport,
  now: Date,
): Promise<number> {
  const names = new Set(report.metrics.map((metric) => metric.name));
  if (names.size !== report.metrics.length)
    throw new ApiError(400, 'BAD_REQUEST', 'Each metric at most once per report');
  const implausible = report.metrics.find((metric) => metric.value > VITAL_MAX_VALUE[metric.name]);
  if (implausible)
    throw new ApiError(400, 'BAD_REQUEST', `${implausible.name} is out of the measurable range`);
  await db
    .insertInto('web_vital')
    .values(
      report.metrics.map((metric) => ({
        merchant_code: merchantCode,
        page: report.page,
        metric: metric.name,
        value: metric.value,
        created_at: now,
      })),
    )
    .execute();
  return report.metrics.length;
}

/** The 75th percentile of each metric per page over the last `days` (Google's "good" cut). */
export async function vitalsSummary(
  db: Db,
  merchantCode: string,
  now: Date,
  days = VITALS_DEFAULT_DAYS,
): Promise<VitalsSummary> {
  const since = new Date(now.getTime() - days * DAY_MS);
  const rows = await db
    .selectFrom('web_vital')
    .select([
      'page',
      'metric',
      sql<number>`percentile_cont(0.75) within group (order by value)`.as('p75'),
      sql<string>`count(*)`.as('samples'),
    ])
    .where('merchant_code', '=', merchantCode)
    .where('created_at', '>=', since)
    .groupBy(['page', 'metric'])
    .orderBy('page')
    .orderBy('metric')
    .execute();
  return {
    merchant: merchantCode,
    since: since.toISOString(),
    rows: rows.map((row) => ({
      page: row.page,
      metric: row.metric as VitalMetric,
      // CLS keeps three decimals, times whole milliseconds.
      p75: row.metric === 'CLS' ? Math.round(row.p75 * 1000) / 1000 : Math.round(row.p75),
      samples: Number(row.samples),
    })),
  };
}
