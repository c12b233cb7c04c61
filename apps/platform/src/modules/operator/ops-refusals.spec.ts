import type { AuditPage } from '@tessera/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { valueOf } from '../../testing/requests';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDbKinds } from '../../testing/test-db';

const TOKEN = 'ops-token-for-refusal-tests-0123456789';

describe.each(testDbKinds())('operator token guesses on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, undefined, {
      operatorToken: TOKEN,
      ipLimits: { opsRefusalsPerMinute: 3 },
    });
  }, 120_000);
  afterAll(() => t?.close());

  const audit = (authorization: string, query = '') =>
    t.app.inject({ method: 'GET', url: `/ops/audit${query}`, headers: { authorization } });

  it('answers 429 past the limit, records only the refusals, and still admits the token', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await audit('Bearer wrong-guess')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    // The right token from the same address is not locked out by the guesses.
    const refused = valueOf<AuditPage>(await audit(`Bearer ${TOKEN}`, '?outcome=refused'));
    expect(refused.items.map((entry) => [entry.status, entry.actor.kind])).toEqual([
      [401, 'unknown'],
      [401, 'unknown'],
      [401, 'unknown'],
    ]);
  });
});
