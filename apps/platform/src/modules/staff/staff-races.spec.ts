import { SECRET_TRY_LIMIT, STAFF_PENDING_COOKIE } from '@tessera/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setCookie, StaffClient } from '../../testing/staff';
import { startTestApp, type TestApp } from '../../testing/test-app';

const TOKEN = 'ops-token-for-staff-race-tests-0123456789';

// Sign-ins racing with one second factor on PostgreSQL (a pool of connections, so the requests
// really run at once): a recovery code, and an authenticator code's time step, each sign in once;
// wrong passwords sent together stop at the throttle's limit.
describe.skipIf(!process.env.DATABASE_URL)(
  'staff second factors used at once on PostgreSQL',
  () => {
    let t: TestApp;
    let clock = Date.parse('2026-11-30T08:00:00Z');
    let s: StaffClient;
    beforeAll(async () => {
      t = await startTestApp('postgres', undefined, {
        operatorToken: TOKEN,
        now: () => new Date(clock),
      });
      s = new StaffClient(t.app, TOKEN, () => clock);
    }, 120_000);
    afterAll(() => t?.close());

    /** `n` pending sign-ins of one member, each with its own pending cookie. */
    const pendings = async (email: string, password: string, n: number) => {
      const cookies: string[] = [];
      for (let i = 0; i < n; i += 1)
        cookies.push(
          setCookie(await s.passwordStep(email, password), STAFF_PENDING_COOKIE) ?? 'missing',
        );
      return cookies;
    };

    it('gives one recovery code, tried by eight sign-ins at once, exactly one success', async () => {
      const { initialPassword } = await s.createMember({ email: 'race-recovery@tessera.test' });
      const session = await s.signIn('race-recovery@tessera.test', initialPassword);
      const [code = ''] = session.recoveryCodes;
      const cookies = await pendings('race-recovery@tessera.test', initialPassword, 8);
      const answers = await Promise.all(
        cookies.map((cookie) => s.codeStep(cookie, { recoveryCode: code })),
      );
      const outcomes = answers.map((r) => `${r.statusCode} ${r.json().code}`).sort();
      expect(outcomes).toEqual(['200 OK', ...Array(7).fill('401 TOTP_INVALID')]);
      const used = await t.db
        .selectFrom('staff_recovery_code')
        .select('used_at')
        .where('staff_id', '=', session.id)
        .where('used_at', 'is not', null)
        .execute();
      expect(used).toHaveLength(1);
    });

    it('gives one authenticator code, tried by eight sign-ins at once, exactly one success', async () => {
      const { initialPassword } = await s.createMember({ email: 'race-totp@tessera.test' });
      const session = await s.signIn('race-totp@tessera.test', initialPassword);
      clock += 60_000;
      const code = await s.code(session.secret);
      const cookies = await pendings('race-totp@tessera.test', initialPassword, 8);
      const answers = await Promise.all(cookies.map((cookie) => s.codeStep(cookie, { code })));
      const outcomes = answers.map((r) => `${r.statusCode} ${r.json().code}`).sort();
      expect(outcomes).toEqual(['200 OK', ...Array(7).fill('401 TOTP_INVALID')]);
    });

    it('counts wrong passwords sent at once: past the limit they are refused unchecked', async () => {
      await s.createMember({ email: 'race-guess@tessera.test' });
      const answers = await Promise.all(
        Array.from({ length: SECRET_TRY_LIMIT + 4 }, (_, i) =>
          s.passwordStep('race-guess@tessera.test', `wrong-guess-${i}`),
        ),
      );
      const outcomes = answers.map((r) => `${r.statusCode} ${r.json().code}`).sort();
      expect(outcomes).toEqual([
        ...Array(SECRET_TRY_LIMIT).fill('401 STAFF_SIGN_IN_FAILED'),
        ...Array(4).fill('429 TOO_MANY_TRIES'),
      ]);
    });
  },
);
