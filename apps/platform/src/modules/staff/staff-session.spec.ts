import {
  STAFF_OPS_PATHS as P,
  STAFF_PENDING_COOKIE,
  STAFF_SESSION_COOKIE,
  type StaffSelf,
  type StaffSessions,
  type StaffSignedIn,
  type StaffSignInStep,
} from '@tessera/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { valueOf } from '../../testing/requests';
import { setCookie, setCookieLine, StaffClient } from '../../testing/staff';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDbKinds } from '../../testing/test-db';
import { DEV_OWNER } from './index';

const TOKEN = 'ops-token-for-staff-tests-0123456789';

describe.each(testDbKinds())('staff sign-in and sessions on %s', (kind) => {
  let t: TestApp;
  let clock = Date.parse('2026-11-30T08:00:00Z');
  let s: StaffClient;
  const minutes = (n: number) => {
    clock += n * 60_000;
  };
  beforeAll(async () => {
    t = await startTestApp(kind, undefined, {
      operatorToken: TOKEN,
      now: () => new Date(clock),
      ipLimits: { opsRefusalsPerMinute: 1_000 },
    });
    s = new StaffClient(t.app, TOKEN, () => clock);
  }, 120_000);
  afterAll(() => t?.close());

  it('enrols an authenticator at the first sign-in, then signs in with cookies made for /ops', async () => {
    const { initialPassword } = await s.createMember({ email: 'Enrol@Tessera.test' });
    const first = await s.passwordStep('enrol@tessera.test', initialPassword);
    const step = valueOf<StaffSignInStep>(first);
    expect(step.next).toBe('enrol');
    expect(step.enrolment?.uri).toMatch(
      /^otpauth:\/\/totp\/Tessera:Enrol%40Tessera\.test\?.*issuer=Tessera/,
    );
    const pendingLine = setCookieLine(first, STAFF_PENDING_COOKIE);
    expect(pendingLine).toMatch(/HttpOnly/);
    expect(pendingLine).toMatch(/Secure/);
    expect(pendingLine).toMatch(/SameSite=Strict/);
    expect(pendingLine).toMatch(/Path=\/ops;/);
    expect(pendingLine).toMatch(/Max-Age=300/);

    const secret = step.enrolment?.secret ?? '';
    const second = await s.codeStep(setCookie(first, STAFF_PENDING_COOKIE), {
      code: await s.code(secret),
    });
    const signed = valueOf<StaffSignedIn>(second);
    expect(signed.recoveryCodes).toHaveLength(10);
    expect(signed.self.staff).toMatchObject({ email: 'Enrol@Tessera.test', totpEnrolled: true });
    expect(signed.self.permissions).toContain('staff.manage');
    expect(signed.self.expiresAt).toBe(new Date(clock + 12 * 3_600_000).toISOString());
    const sessionLine = setCookieLine(second, STAFF_SESSION_COOKIE);
    expect(sessionLine).toMatch(
      /^tessera_staff=[\w-]{43}; Max-Age=43200; Path=\/ops; HttpOnly; Secure; SameSite=Strict$/,
    );
    const cookie = setCookie(second, STAFF_SESSION_COOKIE) ?? '';
    const self = valueOf<StaffSelf>(
      await s.asStaff({ cookie, csrf: signed.self.csrfToken }, 'GET', P.session),
    );
    expect(self.csrfToken).toBe(signed.self.csrfToken);
    // Only a digest of the cookie's token is stored.
    const rows = await t.db.selectFrom('staff_session').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(cookie);

    // The next sign-in asks a code, and one code (one time step) signs in once.
    minutes(1);
    const again = await s.passwordStep('enrol@tessera.test', initialPassword);
    expect(valueOf<StaffSignInStep>(again)).toEqual({ next: 'code', enrolment: null });
    const code = await s.code(secret);
    const ok = await s.codeStep(setCookie(again, STAFF_PENDING_COOKIE), { code });
    expect(ok.statusCode).toBe(200);
    const replay = await s.passwordStep('enrol@tessera.test', initialPassword);
    const reused = await s.codeStep(setCookie(replay, STAFF_PENDING_COOKIE), { code });
    expect([reused.statusCode, reused.json().code]).toEqual([401, 'TOTP_INVALID']);
    // A recovery code signs in once.
    const [recovery = ''] = signed.recoveryCodes ?? [];
    const byRecovery = await s.codeStep(setCookie(replay, STAFF_PENDING_COOKIE), {
      recoveryCode: recovery.toUpperCase(),
    });
    expect(byRecovery.statusCode).toBe(200);
    const replay2 = await s.passwordStep('enrol@tessera.test', initialPassword);
    const spent = await s.codeStep(setCookie(replay2, STAFF_PENDING_COOKIE), {
      recoveryCode: recovery,
    });
    expect([spent.statusCode, spent.json().code]).toEqual([401, 'TOTP_INVALID']);
    // The used pending sign-in cannot be used again.
    const twice = await s.codeStep(setCookie(replay, STAFF_PENDING_COOKIE), {
      code: await s.code(secret, 1),
    });
    expect([twice.statusCode, twice.json().code]).toEqual([401, 'STAFF_SIGN_IN_EXPIRED']);
  });

  it('signs in the seeded demo owner', async () => {
    const session = await s.signIn(DEV_OWNER.email, DEV_OWNER.password);
    const self = valueOf<StaffSelf>(await s.asStaff(session, 'GET', P.session));
    expect([self.staff.email, self.staff.role.key]).toEqual([DEV_OWNER.email, 'owner']);
  });

  it('answers a wrong password and an unknown e-mail alike, then throttles the guesses', async () => {
    const { initialPassword } = await s.createMember({ email: 'guess@tessera.test' });
    const ip = '203.0.113.7';
    const unknown = await s.passwordStep('nobody@tessera.test', 'whatever-it-is', ip);
    expect([unknown.statusCode, unknown.json().code]).toEqual([401, 'STAFF_SIGN_IN_FAILED']);
    const statuses: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await s.passwordStep('guess@tessera.test', `wrong-${i}`, ip);
      statuses.push(`${res.statusCode} ${res.json().code}`);
    }
    expect(statuses).toEqual(Array(5).fill('401 STAFF_SIGN_IN_FAILED'));
    // Locked: even the right password is not tried from this IP until the window passes.
    const locked = await s.passwordStep('guess@tessera.test', initialPassword, ip);
    expect([locked.statusCode, locked.json().code]).toEqual([429, 'TOO_MANY_TRIES']);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    expect((await s.passwordStep('guess@tessera.test', initialPassword)).statusCode).toBe(200);
    minutes(16);
    expect((await s.passwordStep('guess@tessera.test', initialPassword, ip)).statusCode).toBe(200);
  });

  it('throttles wrong codes per member', async () => {
    const { initialPassword } = await s.createMember({ email: 'codes@tessera.test' });
    const first = await s.passwordStep('codes@tessera.test', initialPassword);
    const pending = setCookie(first, STAFF_PENDING_COOKIE);
    const secret = valueOf<StaffSignInStep>(first).enrolment?.secret ?? '';
    const wrong = (await s.code(secret)) === '000000' ? '111111' : '000000';
    const answers: number[] = [];
    for (let i = 0; i < 6; i += 1)
      answers.push((await s.codeStep(pending, { code: wrong })).statusCode);
    expect(answers).toEqual([401, 401, 401, 401, 401, 429]);
    const right = await s.codeStep(pending, { code: await s.code(secret) });
    expect([right.statusCode, right.json().code]).toEqual([429, 'TOO_MANY_TRIES']);
  });

  it('lets the password step expire after five minutes', async () => {
    const { initialPassword } = await s.createMember({ email: 'slow@tessera.test' });
    const first = await s.passwordStep('slow@tessera.test', initialPassword);
    const secret = valueOf<StaffSignInStep>(first).enrolment?.secret ?? '';
    minutes(5);
    clock += 1000;
    const late = await s.codeStep(setCookie(first, STAFF_PENDING_COOKIE), {
      code: await s.code(secret),
    });
    expect([late.statusCode, late.json().code]).toEqual([401, 'STAFF_SIGN_IN_EXPIRED']);
    const none = await s.codeStep(null, { code: '123456' });
    expect([none.statusCode, none.json().code]).toEqual([401, 'STAFF_SIGN_IN_EXPIRED']);
  });

  it('admits a member with an allow-list only from its addresses, at sign-in and after', async () => {
    const { initialPassword } = await s.createMember({
      email: 'office@tessera.test',
      ipAllowList: ['10.1.0.0/16', '2001:db8::1'],
    });
    const away = await s.passwordStep('office@tessera.test', initialPassword, '10.2.0.1');
    expect([away.statusCode, away.json().code]).toEqual([403, 'IP_NOT_ALLOWED']);
    // A wrong password from anywhere is just wrong (the allow-list tells nothing to a guesser).
    const guess = await s.passwordStep('office@tessera.test', 'not-the-password', '10.2.0.1');
    expect(guess.json().code).toBe('STAFF_SIGN_IN_FAILED');
    const session = await s.signIn('office@tessera.test', initialPassword, {
      remoteAddress: '10.1.2.3',
    });
    const here = await s.asStaff(session, 'GET', P.session, undefined, {
      remoteAddress: '10.1.9.9',
    });
    expect(here.statusCode).toBe(200);
    const there = await s.asStaff(session, 'GET', P.session, undefined, {
      remoteAddress: '192.0.2.1',
    });
    expect([there.statusCode, there.json().code]).toEqual([403, 'IP_NOT_ALLOWED']);
  });

  it('ends a session after 30 idle minutes', async () => {
    const { initialPassword } = await s.createMember({ email: 'idle@tessera.test' });
    const session = await s.signIn('idle@tessera.test', initialPassword);
    minutes(29);
    expect((await s.asStaff(session, 'GET', P.session)).statusCode).toBe(200);
    minutes(29);
    expect((await s.asStaff(session, 'GET', P.session)).statusCode).toBe(200);
    minutes(31);
    const idle = await s.asStaff(session, 'GET', P.session);
    expect([idle.statusCode, idle.json().code]).toEqual([401, 'UNAUTHORIZED']);
  });

  it('ends a busy session 12 hours after sign-in', async () => {
    const { initialPassword } = await s.createMember({ email: 'busy@tessera.test' });
    const session = await s.signIn('busy@tessera.test', initialPassword);
    const statuses = new Map<number, number>();
    for (let elapsed = 20; elapsed <= 12 * 60 + 20; elapsed += 20) {
      minutes(20);
      statuses.set(elapsed, (await s.asStaff(session, 'GET', P.session)).statusCode);
    }
    expect(statuses.get(11 * 60 + 40)).toBe(200);
    expect(statuses.get(12 * 60)).toBe(401);
    expect(statuses.get(12 * 60 + 20)).toBe(401);
  });

  it('refuses an unsafe call without the CSRF token, and signs out with it', async () => {
    const { initialPassword } = await s.createMember({ email: 'csrf@tessera.test' });
    const session = await s.signIn('csrf@tessera.test', initialPassword);
    const bare = await s.asStaff(session, 'DELETE', P.session, undefined, { csrf: null });
    expect([bare.statusCode, bare.json().code]).toEqual([403, 'CSRF_INVALID']);
    const wrong = await s.asStaff(session, 'DELETE', P.session, undefined, { csrf: 'nope' });
    expect([wrong.statusCode, wrong.json().code]).toEqual([403, 'CSRF_INVALID']);
    // Reads need no token.
    expect(
      (await s.asStaff(session, 'GET', P.sessions, undefined, { csrf: null })).statusCode,
    ).toBe(200);
    const out = await s.asStaff(session, 'DELETE', P.session);
    expect(out.statusCode).toBe(200);
    expect(setCookieLine(out, STAFF_SESSION_COOKIE)).toMatch(/^tessera_staff=; Max-Age=0/);
    expect((await s.asStaff(session, 'GET', P.session)).statusCode).toBe(401);
  });

  it('lists the member’s own sessions and ends one of them', async () => {
    const { initialPassword, staff } = await s.createMember({ email: 'two@tessera.test' });
    const laptop = await s.signIn('two@tessera.test', initialPassword);
    minutes(1);
    const phone = await s.signIn('two@tessera.test', initialPassword, { secret: laptop.secret });
    const stranger = await s.createMember({ email: 'stranger@tessera.test' });
    const other = await s.signIn('stranger@tessera.test', stranger.initialPassword);
    const list = valueOf<StaffSessions>(await s.asStaff(laptop, 'GET', P.sessions));
    expect(list.items).toHaveLength(2);
    expect(list.items.filter((i) => i.current)).toHaveLength(1);
    const phoneId = list.items.find((i) => !i.current)?.id ?? '';
    const byId = P.sessionById.replace(':id', phoneId);
    // Nobody else ends it.
    expect((await s.asStaff(other, 'DELETE', byId)).statusCode).toBe(404);
    expect((await s.asStaff(laptop, 'DELETE', byId)).statusCode).toBe(200);
    expect((await s.asStaff(phone, 'GET', P.session)).statusCode).toBe(401);
    const after = valueOf<StaffSessions>(await s.asStaff(laptop, 'GET', P.sessions));
    expect(after.items.map((i) => i.current)).toEqual([true]);
    expect(staff.totpEnrolled).toBe(false);
  });

  it('changes the member’s own password: the current one is required', async () => {
    const { initialPassword } = await s.createMember({ email: 'change@tessera.test' });
    const session = await s.signIn('change@tessera.test', initialPassword);
    const wrong = await s.asStaff(session, 'PUT', P.password, {
      current: 'not-it',
      next: 'a-brand-new-password',
    });
    expect([wrong.statusCode, wrong.json().code]).toEqual([400, 'OLD_PASSWORD_WRONG']);
    const short = await s.asStaff(session, 'PUT', P.password, {
      current: initialPassword,
      next: 'short',
    });
    expect(short.statusCode).toBe(400);
    const right = await s.asStaff(session, 'PUT', P.password, {
      current: initialPassword,
      next: 'a-brand-new-password',
    });
    expect(right.statusCode).toBe(200);
    expect((await s.passwordStep('change@tessera.test', initialPassword)).statusCode).toBe(401);
    expect((await s.passwordStep('change@tessera.test', 'a-brand-new-password')).statusCode).toBe(
      200,
    );
    // The trail never holds either password.
    const rows = await t.db.selectFrom('audit_entry').select('after').execute();
    expect(JSON.stringify(rows)).not.toContain('a-brand-new-password');
    expect(JSON.stringify(rows)).not.toContain(initialPassword);
  });

  it('ends a disabled member’s sessions, and refuses its sign-in', async () => {
    const { initialPassword, staff } = await s.createMember({ email: 'leaver@tessera.test' });
    const session = await s.signIn('leaver@tessera.test', initialPassword);
    const off = await s.asToken('PATCH', P.staffById.replace(':id', String(staff.id)), {
      status: 'disabled',
    });
    expect(off.statusCode).toBe(200);
    expect((await s.asStaff(session, 'GET', P.session)).statusCode).toBe(401);
    const again = await s.passwordStep('leaver@tessera.test', initialPassword);
    expect([again.statusCode, again.json().code]).toEqual([401, 'STAFF_SIGN_IN_FAILED']);
  });

  it('refuses a member disabling themselves', async () => {
    const { initialPassword, staff } = await s.createMember({ email: 'self@tessera.test' });
    const session = await s.signIn('self@tessera.test', initialPassword);
    const res = await s.asStaff(session, 'PATCH', P.staffById.replace(':id', String(staff.id)), {
      status: 'disabled',
    });
    expect([res.statusCode, res.json().code]).toEqual([403, 'FORBIDDEN']);
  });

  it('records who signed in and who acted, never the codes', async () => {
    const rows = await t.db
      .selectFrom('audit_entry')
      .select(['actor_name', 'action', 'after'])
      .where('action', 'in', ['staffSession.code', 'staffSession.signIn'])
      .execute();
    expect(rows.some((r) => r.actor_name === 'staff:Enrol@Tessera.test')).toBe(true);
    expect(JSON.stringify(rows)).not.toMatch(/"code":"\d{6}"/);
  });
});
