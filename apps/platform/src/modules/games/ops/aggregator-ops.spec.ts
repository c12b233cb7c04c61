import {
  OPERATOR_PATHS,
  merchantUpdatePath,
  type Envelope,
  type MerchantAggregatorSettings,
  type PamTokenIssued,
  type PamTokenList,
} from '@tessera/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorCall } from '../../../testing/operator-calls';
import { pamCall } from '../../../testing/pam';
import { valueOf } from '../../../testing/requests';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { testDbKinds } from '../../../testing/test-db';

const OPS = 'ops-token-for-aggregator-ops-tests';
const KEY = 'aggregator-secret-key-ab12';
const codeOf = (res: LightMyRequestResponse) =>
  `${res.statusCode} ${res.json<Envelope<null>>().code}`;

describe.each(testDbKinds())('aggregator settings and PAM tokens through /ops on %s', (kind) => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await startTestApp(kind, undefined, {
      operatorToken: OPS,
      logger: { level: 'trace', stream: { write: (line: string) => lines.push(line) } },
    });
  });
  afterAll(() => t?.close());

  const ops = (method: 'GET' | 'PUT' | 'DELETE', path: string, body?: object, token = OPS) =>
    operatorCall(t.app, token, method, path, body);
  const aggregatorOf = (code: string) =>
    merchantUpdatePath(OPERATOR_PATHS.merchantAggregator, code);
  const routeOf = (code: string, vendor: string) =>
    merchantUpdatePath(OPERATOR_PATHS.merchantVendorRoute, code, { vendor });
  const tokenPath = (aggregator: string) =>
    OPERATOR_PATHS.pamToken.replace(':aggregator', aggregator);

  it('starts with no aggregator and refuses to route a vendor to it', async () => {
    expect(valueOf(await ops('GET', aggregatorOf('LUMEN')))).toEqual({
      merchantCode: 'LUMEN',
      baseUrl: null,
      apiKeySet: false,
      apiKeyLast4: null,
      vendors: [],
    });
    const res = await ops('PUT', routeOf('LUMEN', 'PG'), { route: 'aggregator', provider: 'pg' });
    expect(codeOf(res)).toBe('409 AGGREGATOR_NOT_SET');
  });

  it('validates the aggregator: http(s) only, no credentials or query, a known merchant', async () => {
    const bad = [
      'ftp://valkyrie.example.com',
      'javascript:alert(1)',
      'valkyrie.example.com',
      'https://user:pw@valkyrie.example.com',
      'https://valkyrie.example.com/?brand=1',
      'http://',
    ];
    for (const baseUrl of bad)
      expect(codeOf(await ops('PUT', aggregatorOf('AURORA'), { baseUrl })), baseUrl).toBe(
        '400 BAD_REQUEST',
      );
    const url = 'https://valkyrie.example.com/operator';
    expect(
      codeOf(await ops('PUT', aggregatorOf('AURORA'), { baseUrl: url, apiKey: 'short' })),
    ).toBe('400 BAD_REQUEST');
    expect(codeOf(await ops('PUT', aggregatorOf('AURORA'), { apiKey: KEY }))).toBe(
      '400 BAD_REQUEST',
    );
    expect(codeOf(await ops('PUT', aggregatorOf('NOPE'), { baseUrl: url }))).toBe(
      '404 MERCHANT_UNKNOWN',
    );
    expect(codeOf(await ops('GET', aggregatorOf('NOPE')))).toBe('404 MERCHANT_UNKNOWN');
    expect(codeOf(await ops('PUT', aggregatorOf('AURORA'), { baseUrl: url }, 'wrong'))).toBe(
      '401 UNAUTHORIZED',
    );
  });

  it('keeps the key but answers only its last 4 characters, and never logs it', async () => {
    const url = 'https://valkyrie.example.com/operator';
    const set = await ops('PUT', aggregatorOf('AURORA'), { baseUrl: url, apiKey: KEY });
    expect(valueOf<MerchantAggregatorSettings>(set)).toEqual({
      merchantCode: 'AURORA',
      baseUrl: url,
      apiKeySet: true,
      apiKeyLast4: 'ab12',
      vendors: [],
    });
    // Without `apiKey` the key stays; with null it goes.
    const moved = await ops('PUT', aggregatorOf('AURORA'), { baseUrl: `${url}/v2` });
    expect(valueOf<MerchantAggregatorSettings>(moved)).toMatchObject({
      baseUrl: `${url}/v2`,
      apiKeySet: true,
    });
    expect(set.body + moved.body).not.toContain(KEY);
    const removed = await ops('PUT', aggregatorOf('AURORA'), { baseUrl: url, apiKey: null });
    expect(valueOf<MerchantAggregatorSettings>(removed)).toMatchObject({
      apiKeySet: false,
      apiKeyLast4: null,
    });
    await ops('PUT', aggregatorOf('AURORA'), { baseUrl: url, apiKey: KEY });
    expect(lines.join('\n')).not.toContain(KEY);
  });

  it('routes a vendor to the aggregator with its provider name, and back', async () => {
    const refusals = [
      [{ route: 'aggregator' }, '400 BAD_REQUEST'],
      [{ route: 'aggregator', provider: '' }, '400 BAD_REQUEST'],
      [{ route: 'aggregator', provider: 'red tiger' }, '400 BAD_REQUEST'],
      [{ route: 'elsewhere', provider: 'pg' }, '400 BAD_REQUEST'],
      [
        { route: 'aggregator', provider: 'pg', launchConfig: { x: 'y'.repeat(5000) } },
        '400 BAD_REQUEST',
      ],
    ] as const;
    for (const [body, expected] of refusals)
      expect(
        codeOf(await ops('PUT', routeOf('AURORA', 'PG'), body)),
        JSON.stringify(body).slice(0, 80),
      ).toBe(expected);
    const body = { route: 'aggregator', provider: 'pgsoft' };
    expect(codeOf(await ops('PUT', routeOf('AURORA', 'NOSUCH'), body))).toBe('404 VENDOR_UNKNOWN');
    expect(codeOf(await ops('PUT', routeOf('NOPE', 'PG'), body))).toBe('404 MERCHANT_UNKNOWN');

    const routed = await ops('PUT', routeOf('AURORA', 'pg'), {
      ...body,
      launchConfig: { lobby: 1 },
    });
    const expected = {
      vendor: 'PG',
      route: 'aggregator',
      provider: 'pgsoft',
      launchConfig: { lobby: 1 },
    };
    expect(valueOf(routed)).toEqual(expected);
    expect(
      valueOf<MerchantAggregatorSettings>(await ops('GET', aggregatorOf('AURORA'))).vendors,
    ).toEqual([expected]);
    // The route leaves the vendor's on/off switch alone.
    await ops(
      'PUT',
      merchantUpdatePath(OPERATOR_PATHS.merchantVendor, 'AURORA', { vendor: 'PG' }),
      {
        enabled: false,
      },
    );
    await ops('PUT', routeOf('AURORA', 'PG'), { route: 'sandbox' });
    const row = await t.db
      .selectFrom('merchant_vendor')
      .selectAll()
      .where('merchant_code', '=', 'AURORA')
      .where('vassalage', '=', 'PG')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      enabled: false,
      launch_route: 'sandbox',
      aggregator_provider: null,
    });
    expect(
      valueOf<MerchantAggregatorSettings>(await ops('GET', aggregatorOf('AURORA'))).vendors,
    ).toEqual([]);
  });

  it('issues, rotates and revokes an aggregator’s PAM token, which works only while current', async () => {
    const balance = { path: '/players/session', playerToken: null };
    const first = await ops('PUT', tokenPath('ACME'));
    expect(first.statusCode).toBe(201);
    const issued = first.json<{ value: PamTokenIssued }>().value;
    expect(issued).toEqual({
      aggregator: 'ACME',
      issuedAt: expect.any(String),
      token: expect.stringMatching(/^[\w-]{43}$/),
    });
    // Accepted as an API token: the call goes on to want a player session.
    const withFirst = await pamCall(t.app, { ...balance, apiToken: issued.token });
    expect(withFirst.json()).toMatchObject({ error: { code: 'PAM_ERR_SESSION_NOT_FOUND' } });
    const stored = await t.db.selectFrom('pam_api_token').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(issued.token);

    const second = await ops('PUT', tokenPath('ACME'));
    expect(second.statusCode).toBe(200);
    const rotated = valueOf<PamTokenIssued>(second);
    expect(rotated.token).not.toBe(issued.token);
    const withOld = await pamCall(t.app, { ...balance, apiToken: issued.token });
    expect([withOld.statusCode, withOld.json()]).toMatchObject([
      401,
      { error: { code: 'PAM_ERR_API_TOKEN' } },
    ]);
    const withNew = await pamCall(t.app, { ...balance, apiToken: rotated.token });
    expect(withNew.json()).toMatchObject({ error: { code: 'PAM_ERR_SESSION_NOT_FOUND' } });

    const list = valueOf<PamTokenList>(await ops('GET', OPERATOR_PATHS.pamTokens));
    expect(list.list.map((row) => row.aggregator)).toEqual(['ACME', 'VALKYRIE']);
    expect(JSON.stringify(list)).not.toContain(rotated.token);

    expect((await ops('DELETE', tokenPath('ACME'))).statusCode).toBe(200);
    const revoked = await pamCall(t.app, { ...balance, apiToken: rotated.token });
    expect(revoked.statusCode).toBe(401);
    expect(codeOf(await ops('DELETE', tokenPath('ACME')))).toBe('404 NOT_FOUND');
    expect(codeOf(await ops('PUT', tokenPath('lower-case')))).toBe('400 BAD_REQUEST');
    expect(lines.join('\n')).not.toContain(rotated.token);
  });
});
