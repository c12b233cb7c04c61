import { PATHS, type LoginResult } from '@tessera/contract';
import { PAYLOAD_TEST_VECTOR } from '@tessera/contract/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, seal } from '../../../testing/accounts';
import { valueOf } from '../../../testing/requests';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { testDbKinds } from '../../../testing/test-db';
import { openSealed } from './payload';

const { payloadKey, body, ts, sealed } = PAYLOAD_TEST_VECTOR;

describe('gateway v3 payloads', () => {
  it('opens the shared test vector to its body', () => {
    expect(openSealed(sealed, payloadKey, new Date(ts))).toBe(body);
  });

  it.each([
    [
      'a changed MAC',
      { ...sealed, mac: sealed.mac.replace(/^./, (c) => (c === '0' ? '1' : '0')) },
      ts,
    ],
    [
      'changed data',
      { ...sealed, data: sealed.data.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) },
      ts,
    ],
    ['another key', sealed, ts, 'lumen-demo-payload-key'],
    ['a payload over 5 minutes old', sealed, ts + 5 * 60_000 + 1],
    ['a payload from over a minute ahead', sealed, ts - 60_001],
    ['not a payload', { v: 2 }, ts],
  ])('refuses %s', (_, payload, now, key = payloadKey) => {
    expect(() => openSealed(payload, key, new Date(now))).toThrow(/Payload refused/);
  });
});

describe.each(testDbKinds())('sealed calls on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());
  const headers = { 'x-merchant-code': 'AURORA', 'x-gateway-version': '3' };

  it('refuses a replayed payload', async () => {
    const payload = seal(
      { type: 'username', site: 'member', username: 'player1', password: 'player1pass' },
      'tessera-demo-payload-key',
    );
    const first = await t.app.inject({ method: 'POST', url: PATHS.login, headers, payload });
    expect(valueOf<LoginResult>(first).memberType).toBe(0);
    const replay = await t.app.inject({ method: 'POST', url: PATHS.login, headers, payload });
    expect([replay.statusCode, replay.json().code]).toEqual([400, 'PAYLOAD_INVALID']);
  });

  it("refuses another merchant's key", async () => {
    const payload = seal(
      { type: 'username', site: 'member', username: 'player1', password: 'player1pass' },
      'lumen-demo-payload-key',
    );
    const res = await t.app.inject({ method: 'POST', url: PATHS.login, headers, payload });
    expect([res.statusCode, res.json().code]).toEqual([400, 'PAYLOAD_INVALID']);
  });

  it('validates the opened body against the route schema', async () => {
    const res = await call(
      t.app,
      'AURORA',
      'POST',
      PATHS.login,
      { type: 'magic', site: 'member' },
      { sealed: true },
    );
    expect([res.statusCode, res.json().code]).toEqual([400, 'BAD_REQUEST']);
  });
});
