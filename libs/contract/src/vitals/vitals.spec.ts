import Value from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { VitalsReport, VitalsSummaryQuery } from './vitals';

describe('field data schemas', () => {
  const report = { page: '/', metrics: [{ name: 'LCP', value: 1234.5 }] };

  it('take a path and the three Core Web Vitals', () => {
    expect(Value.Check(VitalsReport, report)).toBe(true);
    const all = ['LCP', 'INP', 'CLS'].map((name) => ({ name, value: 0.1 }));
    expect(Value.Check(VitalsReport, { page: '/games', metrics: all })).toBe(true);
  });

  it('refuse other metrics, negative values, no metric and addresses that are not paths', () => {
    expect(Value.Check(VitalsReport, { ...report, metrics: [{ name: 'FID', value: 1 }] })).toBe(
      false,
    );
    expect(Value.Check(VitalsReport, { ...report, metrics: [{ name: 'LCP', value: -1 }] })).toBe(
      false,
    );
    expect(Value.Check(VitalsReport, { ...report, metrics: [] })).toBe(false);
    expect(Value.Check(VitalsReport, { ...report, page: 'https://evil.example/' })).toBe(false);
    expect(Value.Check(VitalsReport, { ...report, page: `/${'x'.repeat(200)}` })).toBe(false);
  });

  it('summarise between 1 and 90 days', () => {
    expect(Value.Check(VitalsSummaryQuery, { days: 7 })).toBe(true);
    expect(Value.Check(VitalsSummaryQuery, { days: 0 })).toBe(false);
    expect(Value.Check(VitalsSummaryQuery, { days: 91 })).toBe(false);
  });
});
