import {
  VITALS_OPS_PATHS,
  VITALS_PATHS,
  VITALS_REPORTS_PER_IP_PER_MINUTE,
  type Envelope,
  type VitalsStored,
  type VitalsSummary,
} from '@tessera/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../testing/accounts';
import { operatorCall } from '../../testing/operator-calls';
import { valueOf } from '../../testing/requests';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDbKinds } from '../../testing/test-db';

const OPS = 'ops-token-for-vitals';
const codeOf = (res: LightMyRequestResponse) =>
  `${res.statusCode} ${res.json<Envelope<null>>().code}`;
const summaryPath = (code: string, days?: number) =>
  VITALS_OPS_PATHS.summary.replace(':code', code) + (days === undefined ? '' : `?days=${days}`);

describe.each(testDbKinds())('field data (web vitals) on %s', (kind) => {
  let t: TestApp;
  let clock = new Date('2026-11-20T12:00:00Z');
  let nextIp = 1;
  // Each test's visits come from their own address, so the per-address limit is its own too.
  const report = (merchant: string, body: unknown, ip = `10.0.0.${nextIp}`) =>
    call(t.app, merchant, 'POST', VITALS_PATHS.report, body, { ip });
  const summary = async (code: string, days?: number) =>
    valueOf<VitalsSummary>(await operatorCall(t.app, OPS, 'GET', summaryPath(code, days)));

  beforeAll(async () => {
    t = await startTestApp(kind, undefined, { operatorToken: OPS, now: () => clock });
  }, 120_000);
  afterAll(() => t?.close());

  it('stores each visit per merchant and page; the operator sees p75 per metric and page', async () => {
    nextIp++;
    // Four visits of the aurora home: p75 of 1000, 2000, 3000, 4000 is 3250 (linear).
    for (const [lcp, cls] of [
      [1000, 0],
      [2000, 0.01],
      [3000, 0.02],
      [4000, 0.2],
    ] as const) {
      const res = await report('AURORA', {
        page: '/',
        metrics: [
          { name: 'LCP', value: lcp },
          { name: 'CLS', value: cls },
        ],
      });
      expect(valueOf<VitalsStored>(res)).toEqual({ stored: 2 });
    }
    await report('AURORA', { page: '/games/slots', metrics: [{ name: 'INP', value: 180 }] });
    await report('LUMEN', { page: '/', metrics: [{ name: 'LCP', value: 9000 }] });

    const aurora = await summary('AURORA');
    expect(aurora.merchant).toBe('AURORA');
    expect(aurora.rows).toEqual([
      { page: '/', metric: 'CLS', p75: 0.065, samples: 4 },
      { page: '/', metric: 'LCP', p75: 3250, samples: 4 },
      { page: '/games/slots', metric: 'INP', p75: 180, samples: 1 },
    ]);
    // Another brand's visits stay its own.
    expect((await summary('LUMEN')).rows).toEqual([
      { page: '/', metric: 'LCP', p75: 9000, samples: 1 },
    ]);
  });

  it('covers only the days asked for', async () => {
    nextIp++;
    clock = new Date('2026-11-01T12:00:00Z');
    await report('LUMEN', { page: '/old', metrics: [{ name: 'LCP', value: 500 }] });
    clock = new Date('2026-11-20T12:00:00Z');
    expect((await summary('LUMEN')).rows.map((row) => row.page)).not.toContain('/old');
    expect((await summary('LUMEN', 30)).rows.map((row) => row.page)).toContain('/old');
  });

  it('refuses malformed and implausible reports with a 400 envelope, storing nothing', async () => {
    nextIp++;
    const before = await summary('AURORA');
    for (const body of [
      {},
      { page: '/', metrics: [] },
      { page: 'https://elsewhere.example/', metrics: [{ name: 'LCP', value: 1 }] },
      { page: '/', metrics: [{ name: 'FID', value: 1 }] },
      { page: '/', metrics: [{ name: 'LCP', value: -5 }] },
      { page: '/', metrics: [{ name: 'LCP', value: 'fast' }] },
      { page: '/', metrics: [{ name: 'LCP', value: 10 * 60_000 }] },
      {
        page: '/',
        metrics: [
          { name: 'LCP', value: 1 },
          { name: 'LCP', value: 2 },
        ],
      },
    ])
      expect(codeOf(await report('AURORA', body)), JSON.stringify(body)).toBe('400 BAD_REQUEST');
    expect(await summary('AURORA')).toEqual(before);
  });

  it('needs a known merchant, and the operator summary a known merchant code', async () => {
    const body = { page: '/', metrics: [{ name: 'LCP', value: 1 }] };
    expect(codeOf(await report('NOPE', body))).toBe('404 MERCHANT_UNKNOWN');
    expect(codeOf(await operatorCall(t.app, OPS, 'GET', summaryPath('NOPE')))).toBe(
      '404 MERCHANT_UNKNOWN',
    );
    expect(codeOf(await operatorCall(t.app, OPS, 'GET', summaryPath('AURORA', 0)))).toBe(
      '400 BAD_REQUEST',
    );
  });

  it('takes at most the per-minute number of reports from one address, even all at once', async () => {
    nextIp++;
    const ip = '10.9.9.9';
    const page = `/burst-${kind}`;
    const body = { page, metrics: [{ name: 'INP', value: 40 }] };
    const replies = await Promise.all(
      Array.from({ length: VITALS_REPORTS_PER_IP_PER_MINUTE + 10 }, () =>
        report('AURORA', body, ip),
      ),
    );
    const codes = replies.map(codeOf);
    expect(codes.filter((code) => code === '200 OK')).toHaveLength(
      VITALS_REPORTS_PER_IP_PER_MINUTE,
    );
    expect(codes.filter((code) => code === '429 RATE_LIMITED')).toHaveLength(10);
    const row = (await summary('AURORA')).rows.find((r) => r.page === page);
    expect(row?.samples).toBe(VITALS_REPORTS_PER_IP_PER_MINUTE);
    // Another address is not held back by this one.
    expect(codeOf(await report('AURORA', body, '10.9.9.10'))).toBe('200 OK');
  });
});
