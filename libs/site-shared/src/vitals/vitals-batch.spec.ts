import { describe, expect, it } from 'vitest';
import type { VitalsReport } from '@tessera/contract';
import { vitalsBatch } from './vitals-batch';

describe('the field-data batch', () => {
  it('sends the latest value of each Core Web Vital once, for the landing page', () => {
    const sent: VitalsReport[] = [];
    const batch = vitalsBatch('/games/slots', (report) => sent.push(report));
    batch.add({ name: 'LCP', value: 1500 });
    batch.add({ name: 'CLS', value: 0.01 });
    batch.add({ name: 'CLS', value: 0.04 });
    batch.add({ name: 'TTFB', value: 90 });
    batch.add({ name: 'INP', value: Number.NaN });
    batch.flush();
    batch.flush();
    expect(sent).toEqual([
      {
        page: '/games/slots',
        metrics: [
          { name: 'LCP', value: 1500 },
          { name: 'CLS', value: 0.04 },
        ],
      },
    ]);
  });

  it('sends nothing without a metric, and only what changed after the page came back', () => {
    const sent: VitalsReport[] = [];
    const batch = vitalsBatch(`/${'x'.repeat(300)}`, (report) => sent.push(report));
    batch.flush();
    expect(sent).toEqual([]);
    batch.add({ name: 'LCP', value: 900 });
    batch.flush();
    batch.add({ name: 'INP', value: 120 });
    batch.flush();
    expect(sent.map((report) => report.metrics)).toEqual([
      [{ name: 'LCP', value: 900 }],
      [{ name: 'INP', value: 120 }],
    ]);
    expect(sent[0]?.page).toHaveLength(200);
  });
});
