import {
  MERCHANT_HEADER,
  PATHS,
  type WhitelabelInfo,
  type WhitelabelNode,
} from '@tessera/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDbKinds } from '../../testing/test-db';

const findNode = (nodes: WhitelabelNode[], modId: string): WhitelabelNode | undefined =>
  nodes.map((n) => (n.modId === modId ? n : findNode(n.childrenNodes, modId))).find(Boolean);

describe.each(testDbKinds())('system routes on %s', (kind) => {
  let t: TestApp;
  const get = (url: string, merchant: string) =>
    t.app.inject({ method: 'GET', url, headers: { [MERCHANT_HEADER]: merchant } });

  beforeAll(async () => {
    // This file writes merchant rows behind the platform's back (not through the operator API,
    // which drops the cached row), so it reads them on every request.
    t = await startTestApp(kind, undefined, { merchantCacheTtlMs: 0 });
  });
  afterAll(() => t?.close());

  it('describes Aurora: name, currency, languages and its feature tree', async () => {
    const res = await get(PATHS.whitelabel, 'AURORA');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ code: string; message: string; value: WhitelabelInfo }>();
    expect(body).toMatchObject({
      code: 'OK',
      message: '',
      value: {
        merchantCode: 'AURORA',
        displayName: 'Aurora Casino',
        currency: 'BDT',
        defaultLanguage: 'bn',
        languages: ['bn', 'en'],
        timeZone: 'Asia/Dhaka',
      },
    });
    expect(body.value.tree.map((n) => n.modId)).toEqual([
      'REGISTER',
      'SECURITY',
      'AGENT',
      'FREEPLAY',
    ]);
    expect(findNode(body.value.tree, 'REGISTER')?.childrenNodes.map((n) => n.modId)).toEqual([
      'USERNAMEREG3',
      'MOBILENUMREG3',
      'MOBILENUMPASSREG3',
      'REGMOBVERF3',
    ]);
    expect(findNode(body.value.tree, 'MOBILENUMREG3')?.enabled).toBe(true);
  });

  it('describes Lumen differently: its own name, currency, language and switches', async () => {
    const res = await get(PATHS.whitelabel, 'LUMEN');
    expect(res.statusCode).toBe(200);
    const { value } = res.json<{ value: WhitelabelInfo }>();
    expect(value).toMatchObject({
      merchantCode: 'LUMEN',
      displayName: 'Lumen Play',
      currency: 'PHP',
      defaultLanguage: 'en',
      languages: ['en', 'tl'],
    });
    expect(findNode(value.tree, 'MOBILENUMREG3')?.enabled).toBe(false);
    expect(findNode(value.tree, 'FREEPLAY')?.enabled).toBe(false);
  });

  it('reports the site open, with the server time', async () => {
    const before = Date.now();
    const res = await get(PATHS.systemStatus, 'LUMEN');
    expect(res.statusCode).toBe(200);
    const { code, value } = res.json();
    expect(code).toBe('OK');
    expect(value).toMatchObject({ maintenance: false, maintenanceEnd: null });
    expect(Date.parse(value.serverTime)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('reports a maintenance window stored for the merchant', async () => {
    const end = new Date('2030-01-02T03:04:05.000Z');
    await t.db
      .updateTable('merchant')
      .set({ maintenance: true, maintenance_end: end })
      .where('code', '=', 'AURORA')
      .execute();
    const res = await get(PATHS.systemStatus, 'AURORA');
    await t.db
      .updateTable('merchant')
      .set({ maintenance: false, maintenance_end: null })
      .where('code', '=', 'AURORA')
      .execute();
    expect(res.json().value).toMatchObject({
      maintenance: true,
      maintenanceEnd: end.toISOString(),
    });
  });
});
