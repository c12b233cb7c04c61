import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../migrate';
import { sha256 } from '../../core/security/tokens';
import { createTestDb, type TestDb } from '../../testing/test-db';
import { VENDOR_KEY_HEADER, VENDOR_KEY_TRUST_MS, vendorKeyCheck } from './launch-auth';

describe('the vendor key check', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb('pglite-memory');
    await migrateToLatest(t.db);
  });
  afterAll(() => t?.dispose());

  const setKey = (key: string) =>
    t.db
      .updateTable('vendor_api_key')
      .set({ key_hash: sha256(key) })
      .where('vendor', '=', 'SANDBOX')
      .execute();
  const request = (key?: string) =>
    ({ headers: key ? { [VENDOR_KEY_HEADER]: key } : {} }) as unknown as FastifyRequest;
  const outcome = (promise: Promise<void>) =>
    promise.then(
      () => 'ok',
      (error: { code?: string }) => error.code,
    );

  it('trusts a matching key for a few seconds, never a wrong or missing one', async () => {
    let clock = 1_000_000;
    const check = vendorKeyCheck(t.db, () => clock);
    await setKey('key-one-0123456789');
    expect(await outcome(check(request('key-one-0123456789')))).toBe('ok');
    expect(await outcome(check(request('a-guess')))).toBe('UNAUTHORIZED');
    expect(await outcome(check(request()))).toBe('UNAUTHORIZED');

    // The operator replaces the key: the old one keeps working only until its trust runs out.
    await setKey('key-two-0123456789');
    clock += VENDOR_KEY_TRUST_MS - 1;
    expect(await outcome(check(request('key-one-0123456789')))).toBe('ok');
    clock += 2;
    expect(await outcome(check(request('key-one-0123456789')))).toBe('UNAUTHORIZED');
    expect(await outcome(check(request('key-two-0123456789')))).toBe('ok');
  });
});
