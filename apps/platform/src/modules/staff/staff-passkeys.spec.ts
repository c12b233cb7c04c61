import {
  STAFF_OPS_PATHS as P,
  CSRF_HEADER,
  STAFF_SESSION_COOKIE,
  type AuditPage,
  type PasskeyOptions,
  type StaffPasskey,
  type StaffPasskeys,
  type StaffSessions,
  type StaffSignedIn,
} from '@tessera/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { valueOf } from '../../testing/requests';
import {
  FLAG_AT,
  FLAG_UP,
  FLAG_UV,
  SoftwareAuthenticator,
} from '../../testing/software-authenticator';
import { setCookie, setCookieLine, StaffClient, type StaffSessionOf } from '../../testing/staff';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDbKinds } from '../../testing/test-db';

const TOKEN = 'ops-token-for-passkey-tests-0123456789';
const ORIGIN = 'http://localhost:4300';

describe.each(testDbKinds())('staff passkeys on %s', (kind) => {
  let t: TestApp;
  let clock = Date.parse('2026-11-30T08:00:00Z');
  let s: StaffClient;
  let addresses = 0;
  /** A fresh client address, so each refusal counts against its own throttle. */
  const newIp = () => `10.9.0.${++addresses}`;

  beforeAll(async () => {
    t = await startTestApp(kind, undefined, {
      operatorToken: TOKEN,
      now: () => new Date(clock),
      ipLimits: { opsRefusalsPerMinute: 1_000 },
      staffOrigins: [ORIGIN],
    });
    s = new StaffClient(t.app, TOKEN, () => clock);
  }, 120_000);
  afterAll(() => t?.close());

  /** A call as the signed-in member, from the console's origin unless told. */
  const asMember = (
    session: Pick<StaffSessionOf, 'cookie' | 'csrf'>,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
    origin = ORIGIN,
  ) =>
    t.app.inject({
      method,
      url,
      headers: {
        cookie: `${STAFF_SESSION_COOKIE}=${session.cookie}`,
        [CSRF_HEADER]: session.csrf,
        origin,
      },
      ...(payload ? { payload } : {}),
    });

  /** A public call from the console's origin (or another), from `ip`. */
  const asPublic = (url: string, payload?: object, ip = '127.0.0.1', origin = ORIGIN) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { origin },
      remoteAddress: ip,
      ...(payload ? { payload } : {}),
    });

  const refusal = (res: LightMyRequestResponse) => [res.statusCode, res.json().code];

  /** A member signed in with password and code, with one passkey added. */
  async function memberWithPasskey(email: string) {
    const { initialPassword, staff } = await s.createMember({ email });
    const session = await s.signIn(email, initialPassword);
    const authenticator = new SoftwareAuthenticator();
    const options = valueOf<PasskeyOptions>(await asMember(session, 'POST', P.passkeyOptions));
    const added = await asMember(session, 'POST', P.passkeys, {
      name: 'Office laptop',
      credential: authenticator.create(options, { origin: ORIGIN }),
    });
    expect(added.statusCode, added.body).toBe(201);
    return {
      session,
      authenticator,
      staffId: staff.id,
      passkey: added.json().value as StaffPasskey,
    };
  }

  /** Asks sign-in options and answers them with the authenticator (as changed by `answer`). */
  async function signInWith(
    authenticator: SoftwareAuthenticator,
    answer: Partial<Parameters<SoftwareAuthenticator['get']>[1]> = {},
    ip = '127.0.0.1',
  ) {
    const options = valueOf<PasskeyOptions>(await asPublic(P.passkeySignInOptions, undefined, ip));
    const credential = authenticator.get(options, { origin: ORIGIN, ...answer });
    return asPublic(P.passkeySignIn, { credential }, ip);
  }

  it('adds a passkey (stored with its key) and signs in with it alone into a full session', async () => {
    const { initialPassword } = await s.createMember({ email: 'keys@tessera.test' });
    const session = await s.signIn('keys@tessera.test', initialPassword);
    const options = valueOf<PasskeyOptions>(await asMember(session, 'POST', P.passkeyOptions));
    expect(options).toMatchObject({
      rp: { id: 'localhost' },
      user: { name: 'keys@tessera.test' },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    const authenticator = new SoftwareAuthenticator();
    const added = await asMember(session, 'POST', P.passkeys, {
      name: 'Office laptop',
      credential: authenticator.create(options, { origin: ORIGIN }),
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().value).toMatchObject({ name: 'Office laptop', lastUsedAt: null });
    const rows = await t.db.selectFrom('staff_passkey').selectAll().execute();
    const row = rows.find(
      (r) => r.credential_id === authenticator.credentialId.toString('base64url'),
    );
    expect(row?.public_key.length).toBeGreaterThan(60);

    // The same authenticator twice is refused.
    const again = valueOf<PasskeyOptions>(await asMember(session, 'POST', P.passkeyOptions));
    expect(again.excludeCredentials).toEqual([
      {
        id: authenticator.credentialId.toString('base64url'),
        type: 'public-key',
        transports: ['internal'],
      },
    ]);
    const twice = await asMember(session, 'POST', P.passkeys, {
      name: 'Twice',
      credential: authenticator.create(again, { origin: ORIGIN }),
    });
    expect(refusal(twice)).toEqual([409, 'PASSKEY_TAKEN']);

    // Sign-in: the session cookie as the code step sets it, and a 'self' call with it.
    clock += 60_000;
    const signedIn = await signInWith(authenticator);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const signed = valueOf<StaffSignedIn>(signedIn);
    expect(signed.self.staff.email).toBe('keys@tessera.test');
    expect(signed.recoveryCodes).toBeNull();
    expect(setCookieLine(signedIn, STAFF_SESSION_COOKIE)).toMatch(
      /^tessera_staff=[\w-]{43}; Max-Age=43200; Path=\/ops; HttpOnly; Secure; SameSite=Strict$/,
    );
    const cookie = setCookie(signedIn, STAFF_SESSION_COOKIE) ?? '';
    const passkeySession = { cookie, csrf: signed.self.csrfToken };
    const sessions = valueOf<StaffSessions>(await asMember(passkeySession, 'GET', P.sessions));
    expect(sessions.items.filter((x) => x.current)).toHaveLength(1);
    // The CSRF rule holds for it: an unsafe call without the token is refused.
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: P.passkeyOptions,
      headers: { cookie: `${STAFF_SESSION_COOKIE}=${cookie}`, origin: ORIGIN },
    });
    expect(refusal(noCsrf)).toEqual([403, 'CSRF_INVALID']);
    const list = valueOf<StaffPasskeys>(await asMember(passkeySession, 'GET', P.passkeys));
    expect(list.items).toEqual([
      expect.objectContaining({ name: 'Office laptop', lastUsedAt: new Date(clock).toISOString() }),
    ]);
    // The trail names who signed in.
    const trail = valueOf<AuditPage>(
      await s.asToken(
        'GET',
        `/ops/audit?action=staffSession.passkeySignIn&actor=staff:keys@tessera.test`,
      ),
    );
    expect(trail.items.map((e) => e.outcome)).toContain('done');
  });

  it('refuses a wrong signature, a used or expired challenge, another origin, no UV, a counter gone back', async () => {
    const { authenticator } = await memberWithPasskey('refused@tessera.test');
    const invalid = [401, 'PASSKEY_INVALID'];

    expect(refusal(await signInWith(authenticator, { breakSignature: true }, newIp()))).toEqual(
      invalid,
    );

    // One answer signs in once.
    const options = valueOf<PasskeyOptions>(await asPublic(P.passkeySignInOptions));
    const credential = authenticator.get(options, { origin: ORIGIN });
    expect((await asPublic(P.passkeySignIn, { credential })).statusCode).toBe(200);
    expect(refusal(await asPublic(P.passkeySignIn, { credential }, newIp()))).toEqual(invalid);

    // A challenge answered after its five minutes.
    const stale = valueOf<PasskeyOptions>(await asPublic(P.passkeySignInOptions));
    clock += 5 * 60_000 + 1_000;
    const late = authenticator.get(stale, { origin: ORIGIN });
    expect(refusal(await asPublic(P.passkeySignIn, { credential: late }, newIp()))).toEqual(
      invalid,
    );

    // Signed for another origin, or asked from one the console is not served on.
    const phished = await signInWith(
      authenticator,
      { origin: 'https://console.evil.example' },
      newIp(),
    );
    expect(refusal(phished)).toEqual(invalid);
    const elsewhere = await asPublic(
      P.passkeySignInOptions,
      undefined,
      newIp(),
      'http://evil.example',
    );
    expect(refusal(elsewhere)).toEqual([403, 'PASSKEY_ORIGIN']);

    // Presence without user verification.
    expect(refusal(await signInWith(authenticator, { flags: FLAG_UP }, newIp()))).toEqual(invalid);

    // A counter behind (or equal to) the stored one: a cloned authenticator.
    expect((await signInWith(authenticator, { counter: 10 })).statusCode).toBe(200);
    for (const counter of [9, 10])
      expect(refusal(await signInWith(authenticator, { counter }, newIp()))).toEqual(invalid);
    expect((await signInWith(authenticator, { counter: 11 })).statusCode).toBe(200);
  });

  it('signs in once when one answer, or two answers with one counter, arrive at once', async () => {
    const { authenticator } = await memberWithPasskey('race@tessera.test');
    const outcomes = (answers: LightMyRequestResponse[]) =>
      answers.map((r) => `${r.statusCode} ${r.json().code}`).sort();

    // One answer sent eight times together: the challenge is claimed once.
    const options = valueOf<PasskeyOptions>(await asPublic(P.passkeySignInOptions));
    const credential = authenticator.get(options, { origin: ORIGIN });
    const replays = await Promise.all(
      Array.from({ length: 8 }, () => asPublic(P.passkeySignIn, { credential }, newIp())),
    );
    expect(outcomes(replays)).toEqual(['200 OK', ...Array(7).fill('401 PASSKEY_INVALID')]);

    // Two challenges answered with the same counter (a cloned authenticator) at once: the
    // counter moves from the value checked once only.
    const [first, second] = await Promise.all([
      asPublic(P.passkeySignInOptions),
      asPublic(P.passkeySignInOptions),
    ]);
    const twins = await Promise.all(
      [first, second].map((answer) =>
        asPublic(
          P.passkeySignIn,
          {
            credential: authenticator.get(valueOf<PasskeyOptions>(answer), {
              origin: ORIGIN,
              counter: 50,
            }),
          },
          newIp(),
        ),
      ),
    );
    expect(outcomes(twins)).toEqual(['200 OK', '401 PASSKEY_INVALID']);
  });

  it('signs in with a counter that stays zero, as authenticators without one do', async () => {
    const { authenticator } = await memberWithPasskey('zero@tessera.test');
    expect((await signInWith(authenticator, { counter: 0 })).statusCode).toBe(200);
    expect((await signInWith(authenticator, { counter: 0 })).statusCode).toBe(200);
  });

  it('throttles wrong answers per address: past five, 429 TOO_MANY_TRIES', async () => {
    const { authenticator } = await memberWithPasskey('throttle@tessera.test');
    const ip = newIp();
    for (let i = 0; i < 5; i += 1)
      expect(refusal(await signInWith(authenticator, { breakSignature: true }, ip))).toEqual([
        401,
        'PASSKEY_INVALID',
      ]);
    expect(refusal(await signInWith(authenticator, {}, ip))).toEqual([429, 'TOO_MANY_TRIES']);
    expect((await signInWith(authenticator, {}, newIp())).statusCode).toBe(200);
  });

  it('refuses a disabled member, one outside their IP allow-list, and a removed or reset passkey', async () => {
    const disabled = await memberWithPasskey('disabled@tessera.test');
    const patch = (id: number, body: object) =>
      s.asToken('PATCH', P.staffById.replace(':id', String(id)), body);
    expect((await patch(disabled.staffId, { status: 'disabled' })).statusCode).toBe(200);
    expect(refusal(await signInWith(disabled.authenticator, {}, newIp()))).toEqual([
      401,
      'PASSKEY_INVALID',
    ]);

    const walled = await memberWithPasskey('walled@tessera.test');
    expect((await patch(walled.staffId, { ipAllowList: ['10.1.0.0/16'] })).statusCode).toBe(200);
    expect(refusal(await signInWith(walled.authenticator, {}, '10.2.0.1'))).toEqual([
      403,
      'IP_NOT_ALLOWED',
    ]);
    expect((await signInWith(walled.authenticator, {}, '10.1.0.1')).statusCode).toBe(200);

    const removed = await memberWithPasskey('removed@tessera.test');
    const other = await memberWithPasskey('other@tessera.test');
    const byId = (id: number) => P.passkeyById.replace(':id', String(id));
    // Another member's passkey is no passkey of yours.
    expect(refusal(await asMember(other.session, 'DELETE', byId(removed.passkey.id)))).toEqual([
      404,
      'NOT_FOUND',
    ]);
    expect((await asMember(removed.session, 'DELETE', byId(removed.passkey.id))).statusCode).toBe(
      200,
    );
    expect(
      valueOf<StaffPasskeys>(await asMember(removed.session, 'GET', P.passkeys)).items,
    ).toEqual([]);
    expect(refusal(await signInWith(removed.authenticator, {}, newIp()))).toEqual([
      401,
      'PASSKEY_INVALID',
    ]);

    // Resetting a member's factors removes their passkeys too.
    const reset = await s.asToken('POST', P.staffReset.replace(':id', String(other.staffId)));
    expect(reset.statusCode).toBe(200);
    expect(refusal(await signInWith(other.authenticator, {}, newIp()))).toEqual([
      401,
      'PASSKEY_INVALID',
    ]);
  });

  it('refuses a registration for another challenge, origin, without UV, or not signed in', async () => {
    const { initialPassword } = await s.createMember({ email: 'register@tessera.test' });
    const session = await s.signIn('register@tessera.test', initialPassword);
    const authenticator = new SoftwareAuthenticator();
    const add = async (answer: { origin: string; flags?: number }, options?: PasskeyOptions) => {
      const asked =
        options ?? valueOf<PasskeyOptions>(await asMember(session, 'POST', P.passkeyOptions));
      return asMember(session, 'POST', P.passkeys, {
        name: 'Key',
        credential: authenticator.create(asked, answer),
      });
    };
    const invalid = [401, 'PASSKEY_INVALID'];
    expect(refusal(await add({ origin: 'http://localhost:9999' }))).toEqual(invalid);
    expect(refusal(await add({ origin: ORIGIN, flags: FLAG_UP | FLAG_AT }))).toEqual(invalid);
    // A sign-in challenge is not a registration one.
    const signInOptions = valueOf<PasskeyOptions>(await asPublic(P.passkeySignInOptions));
    const forSignIn = {
      ...valueOf<PasskeyOptions>(await asMember(session, 'POST', P.passkeyOptions)),
      challenge: signInOptions.challenge,
    };
    expect(refusal(await add({ origin: ORIGIN }, forSignIn))).toEqual(invalid);
    const anonymous = await asPublic(P.passkeyOptions);
    expect(refusal(anonymous)).toEqual([401, 'UNAUTHORIZED']);
    expect((await add({ origin: ORIGIN, flags: FLAG_UP | FLAG_UV | FLAG_AT })).statusCode).toBe(
      201,
    );
  });

  it('answers 400 to malformed bodies', async () => {
    const { initialPassword } = await s.createMember({ email: 'malformed@tessera.test' });
    const session = await s.signIn('malformed@tessera.test', initialPassword);
    const authenticator = new SoftwareAuthenticator();
    const options = valueOf<PasskeyOptions>(await asMember(session, 'POST', P.passkeyOptions));
    const good = authenticator.create(options, { origin: ORIGIN });
    for (const body of [
      {},
      { name: 'Key' },
      { name: '', credential: good },
      { name: 'x'.repeat(61), credential: good },
      { name: 7, credential: good },
      { name: 'Key', credential: { ...good, type: 'password' } },
      { name: 'Key', credential: { ...good, response: { clientDataJSON: 'not base64url!' } } },
      { name: 'Key', credential: 'a string' },
    ])
      expect(refusal(await asMember(session, 'POST', P.passkeys, body))).toEqual([
        400,
        'BAD_REQUEST',
      ]);
    for (const body of [
      {},
      { credential: null },
      { credential: { id: 'abc' } },
      { credential: [] },
    ])
      expect((await asPublic(P.passkeySignIn, body, newIp())).statusCode).toBe(400);
    expect((await asMember(session, 'DELETE', P.passkeyById.replace(':id', 'x'))).statusCode).toBe(
      400,
    );
  });
});
