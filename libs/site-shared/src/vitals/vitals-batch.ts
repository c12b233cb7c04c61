import { VITAL_METRICS, VITAL_PAGE_MAX_LENGTH, type VitalsReport } from '@tessera/contract';

/** A metric as the web-vitals library hands it over (the fields the report keeps). */
export interface MeasuredVital {
  name: string;
  value: number;
}

const REPORTED = new Set<string>(VITAL_METRICS);

/**
 * The metrics of one visit, gathered until the page is hidden and then sent as one report. A
 * metric measured again (INP and CLS grow while the player stays) keeps its latest value; a
 * second flush (hidden, shown, hidden again) sends only what changed since the first.
 */
export function vitalsBatch(page: string, send: (report: VitalsReport) => void) {
  const pending = new Map<string, number>();
  return {
    add(metric: MeasuredVital) {
      if (REPORTED.has(metric.name) && Number.isFinite(metric.value) && metric.value >= 0)
        pending.set(metric.name, metric.value);
    },
    flush() {
      if (pending.size === 0) return;
      const metrics = [...pending].map(([name, value]) => ({ name, value }));
      pending.clear();
      send({ page: page.slice(0, VITAL_PAGE_MAX_LENGTH), metrics } as VitalsReport);
    },
  };
}
