import { PATHS, type Envelope, type LoginFailure } from '@tessera/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { openDatabase, type Db } from '../../../core/db/database';
import { call } from '../../../testing/accounts';
import { createSeededTestDb, type TestDb } from '../../../testing/test-db';

// Two platform instances, each with its own connection pool, on one PostgreSQL database: what
// one counts, the other sees (architecture "Scale-out": counters live in the database).
describe.skipIf(!process.env.DATABASE_URL)(
  'rate limits shared by two platforms on PostgreSQL',
  () => {
    let shared: TestDb;
    let secondDb: Db;
    const apps: ReturnType<typeof buildApp>[] = [];
    beforeAll(async () => {
      shared = await createSeededTestDb('postgres');
      secondDb = await openDatabase({ kind: 'postgres', url: shared.url ?? '' });
      apps.push(
        buildApp({ db: shared.db, logger: false }),
        buildApp({ db: secondDb, logger: false }),
      );
      // One after the other: each compiles every route's schemas, and two at once on a busy
      // 2-core machine ran a plugin past Fastify's 10 s start limit.
      for (const app of apps) await app.ready();
    }, 120_000);
    afterAll(async () => {
      await Promise.all(apps.map((app) => app.close()));
      await secondDb?.destroy();
      await shared?.dispose();
    });

    it('counts failures on one instance toward the captcha on the other', async () => {
      const login = (index: number) =>
        call(
          apps[index % 2]!,
          'AURORA',
          'POST',
          PATHS.login,
          { type: 'username', site: 'member', username: 'agent1', password: 'wrong-pass' },
          { sealed: true, ip: `10.60.0.${index}` },
        );
      const replies: Envelope<LoginFailure>[] = [];
      for (let i = 0; i < 3; i++) replies.push((await login(i)).json());
      expect(replies.map((reply) => reply.value?.captchaRequired)).toEqual([false, false, true]);
      const next = await login(3);
      expect([next.statusCode, next.json().code]).toEqual([401, 'CAPTCHA_REQUIRED']);
    });

    it('shares per-IP windows too', async () => {
      const sms = (index: number) =>
        call(
          apps[index % 2]!,
          'AURORA',
          'POST',
          PATHS.smsNoLogin,
          { countryDialingCode: '+880', mobileNo: `17000000${10 + index}` },
          { ip: '10.61.0.1' },
        );
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) statuses.push((await sms(i)).statusCode);
      expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
      expect(statuses[10]).toBe(429);
    });
  },
);
