import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { JobQueue } from '../../core/jobs/job-queue';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDbKinds } from '../../testing/test-db';

// Each platform process is an aggregator of the PAM API with a row of its own; a second process
// on the same database adds its own, removes rows of processes long gone, and its row goes
// when it closes. Installed aggregators (VALKYRIE) are never touched.
describe.each(testDbKinds())('the sandbox aggregator rows on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await t.app.ready();
  });
  afterAll(() => t?.close());

  const rows = async () =>
    (await t.db.selectFrom('pam_api_token').select('aggregator').orderBy('aggregator').execute())
      .map((row) => row.aggregator)
      .map((name) => (/^SANDBOX-[0-9a-f]{12}$/.test(name) ? 'SANDBOX-<process>' : name));

  it('keeps one row per running process and removes those of processes long gone', async () => {
    expect(await rows()).toEqual(['SANDBOX-<process>', 'VALKYRIE']);
    await t.db
      .insertInto('pam_api_token')
      .values([
        {
          aggregator: 'SANDBOX-gone',
          token_hash: 'x',
          seen_at: sql<Date>`now() - interval '2 hours'`,
        },
        {
          aggregator: 'SANDBOX-quiet',
          token_hash: 'y',
          seen_at: sql<Date>`now() - interval '5 minutes'`,
        },
      ])
      .execute();
    const second = buildApp({ logger: false, db: t.db, jobs: new JobQueue(t.db, 'manual') });
    await second.ready();
    expect(await rows()).toEqual([
      'SANDBOX-<process>',
      'SANDBOX-<process>',
      'SANDBOX-quiet',
      'VALKYRIE',
    ]);
    await second.close();
    expect(await rows()).toEqual(['SANDBOX-<process>', 'SANDBOX-quiet', 'VALKYRIE']);
  });
});
