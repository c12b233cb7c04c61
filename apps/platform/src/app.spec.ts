import { MERCHANT_HEADER, PATHS } from '@tessera/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from './core/http/envelope';
import { requestMerchant } from './modules/merchants';
import { startTestApp, type TestApp } from './testing/test-app';
import { testDbKinds } from './testing/test-db';

const SECRET = 'db password is hunter2';

describe.each(testDbKinds())('app on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind, (app) => {
      app.get('/test/boom', async () => {
        throw new Error(SECRET);
      });
      app.get(
        '/test/sum',
        {
          schema: {
            querystring: {
              type: 'object',
              required: ['a'],
              properties: { a: { type: 'integer' } },
            },
          },
        },
        async () => ok(1),
      );
      app.post('/test/echo', async (request) => ok(request.body));
      // Registered outside any /wps plugin: the merchant check must still apply.
      app.get('/lgw/test/whoami', async (request) => ok(requestMerchant(request).code));
    });
  });
  afterAll(() => t?.close());

  it('answers /health without a merchant', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 'OK', message: '', value: { status: 'ok' } });
  });

  it('rejects a /wps call without the merchant header: 400 MERCHANT_REQUIRED', async () => {
    const res = await t.app.inject({ method: 'GET', url: PATHS.whitelabel });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'MERCHANT_REQUIRED',
      message: `Header ${MERCHANT_HEADER} is required`,
      value: null,
    });
  });

  it('rejects an unknown merchant: 404 MERCHANT_UNKNOWN naming it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: PATHS.systemStatus,
      headers: { [MERCHANT_HEADER]: 'XYZ' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      code: 'MERCHANT_UNKNOWN',
      message: 'Unknown merchant "XYZ"',
      value: null,
    });
  });

  it('resolves the merchant for /lgw routes too', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/lgw/test/whoami' });
    expect(missing.json().code).toBe('MERCHANT_REQUIRED');
    const res = await t.app.inject({
      method: 'GET',
      url: '/lgw/test/whoami',
      headers: { [MERCHANT_HEADER]: 'LUMEN' },
    });
    expect(res.json()).toEqual({ code: 'OK', message: '', value: 'LUMEN' });
  });

  it('answers an unknown path with a 404 NOT_FOUND envelope', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/wps/nothing/here',
      headers: { [MERCHANT_HEADER]: 'AURORA' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', value: null });
  });

  it('hides a thrown error behind a generic 500 INTERNAL', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'INTERNAL', message: 'Internal error', value: null });
    expect(res.body).not.toContain('hunter2');
    expect(res.body).not.toContain('spec.ts');
  });

  it('answers invalid input with 400 BAD_REQUEST', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/test/sum?a=notanumber' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', value: null });
  });

  it('answers malformed JSON with 400 BAD_REQUEST', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', value: null });
  });
});
