import { merchantSettingsPath, PATHS, type SystemStatusInfo } from '@tessera/contract';
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { migrateToLatest } from '../../migrate';
import { seed } from '../../seed';
import { merchantGet, valueOf } from '../../testing/requests';
import { createTestDb, testDbKinds, type TestDb } from '../../testing/test-db';

const TOKEN = 'ops-token-for-tests-0123456789';

/** Counts the statements that read the merchant or merchant_site tables, at the database edge. */
class MerchantReads implements KyselyPlugin {
  count = 0;
  transformQuery({ node }: PluginTransformQueryArgs) {
    if (node.kind === 'SelectQueryNode') {
      const tables = JSON.stringify(node.from ?? {});
      if (/"name":"merchant(_site)?"/.test(tables)) this.count += 1;
    }
    return node;
  }
  async transformResult({ result }: PluginTransformResultArgs) {
    return result;
  }
}

describe.each(testDbKinds())('merchant cache on %s', (kind) => {
  let testDb: TestDb;
  let app: FastifyInstance;
  const reads = new MerchantReads();
  const status = async () =>
    valueOf<SystemStatusInfo>(await merchantGet(app, 'LUMEN', PATHS.systemStatus));

  beforeAll(async () => {
    testDb = await createTestDb(kind);
    await migrateToLatest(testDb.db);
    await seed(testDb.db);
    // A long TTL: only the operator's change may make the app read the rows again.
    app = buildApp({
      db: testDb.db.withPlugin(reads),
      logger: false,
      operatorToken: TOKEN,
      merchantCacheTtlMs: 60_000,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.dispose();
  });

  it('reads merchant and site once, then serves repeated requests from memory', async () => {
    reads.count = 0;
    expect(await status()).toMatchObject({ maintenance: false });
    expect(reads.count).toBe(2);
    await status();
    await merchantGet(app, 'LUMEN', PATHS.permission);
    expect(reads.count).toBe(2);
  });

  it('shows an operator change on the very next request', async () => {
    await status();
    const res = await app.inject({
      method: 'PUT',
      url: merchantSettingsPath('LUMEN'),
      headers: { authorization: `Bearer ${TOKEN}` },
      payload: { maintenance: true },
    });
    expect(res.statusCode).toBe(200);
    reads.count = 0;
    expect(await status()).toMatchObject({ maintenance: true });
    expect(reads.count).toBe(2);
    const games = await merchantGet(app, 'LUMEN', PATHS.gameMenus);
    expect(games.statusCode).toBe(503);
    expect(reads.count).toBe(2);
  });

  it('does not cache an unknown merchant', async () => {
    reads.count = 0;
    expect((await merchantGet(app, 'NOBODY', PATHS.systemStatus)).statusCode).toBe(404);
    expect((await merchantGet(app, 'NOBODY', PATHS.systemStatus)).statusCode).toBe(404);
    expect(reads.count).toBe(2);
  });
});
