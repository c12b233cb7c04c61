import {
  PATHS,
  SOCIAL_PATHS,
  type LoginFailure,
  type LoginResult,
  type MemberInfo,
  type SocialLinks,
  type SocialProviderList,
  type SocialTicket,
} from '@tessera/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs } from '../../testing/accounts';
import { valueOf } from '../../testing/requests';
import {
  CALLBACK,
  chooseIdentity,
  postCallback,
  provenTicket,
  startSignIn,
} from '../../testing/social';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDbKinds } from '../../testing/test-db';

describe.each(testDbKinds())('social sign-in through the sandbox provider on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  const post = (merchant: string, url: string, body: object, sealed = false, ip?: string) =>
    call(t.app, merchant, 'POST', url, body, { sealed, ...(ip ? { ip } : {}) });
  const memberInfo = async (merchant: string, token: string) =>
    valueOf<MemberInfo>(await call(t.app, merchant, 'GET', PATHS.memberInfo, undefined, { token }));

  it('lists the providers the merchant configured', async () => {
    const list = valueOf<SocialProviderList>(
      await call(t.app, 'AURORA', 'GET', SOCIAL_PATHS.providers),
    );
    expect(list.providers).toEqual(['GOOGLE', 'FACEBOOK']);
  });

  it('sends the browser to the provider with state, nonce and a PKCE S256 challenge', async () => {
    const url = await startSignIn(t.app, 'AURORA', 'FACEBOOK');
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:4200/sandbox/oidc/authorize');
    const q = url.searchParams;
    expect(q.get('client_id')).toBe('aurora-facebook');
    expect(q.get('redirect_uri')).toBe(CALLBACK);
    expect(q.get('scope')).toBe('openid email public_profile');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(q.get('state')).toBeTruthy();
    expect(q.get('nonce')).toBeTruthy();
  });

  it('refuses a callback address that is not the brand’s own page', async () => {
    for (const redirectUri of [
      'https://evil.example/social/callback',
      'http://127.0.0.1:4200/elsewhere',
      'http://127.0.0.1:4200/social/callback?next=https://evil.example',
      'not a url',
    ]) {
      const res = await post('AURORA', SOCIAL_PATHS.start, { provider: 'GOOGLE', redirectUri });
      expect([res.statusCode, res.json().code]).toEqual([400, 'SOCIAL_REDIRECT_INVALID']);
    }
  });

  it('creates an account for an unknown identity, then signs the same identity in', async () => {
    const ticket = await provenTicket(t.app, 'AURORA', 'sandbox-ana');
    expect(ticket).toMatchObject({
      provider: 'GOOGLE',
      linked: false,
      name: 'Ana Santos',
      email: 'ana.santos@sandbox.example',
    });
    const created = valueOf<LoginResult>(
      await post('AURORA', SOCIAL_PATHS.register, { ticket: ticket.ticket }),
    );
    const info = await memberInfo('AURORA', created.token);
    expect(info.nickname).toBe('Ana Santos');
    expect(info.account).toMatch(/^anasantos\d{6}$/);
    // The ticket registered once.
    const again = await post('AURORA', SOCIAL_PATHS.register, { ticket: ticket.ticket });
    expect([again.statusCode, again.json().code]).toEqual([400, 'SOCIAL_TICKET_INVALID']);

    const next = await provenTicket(t.app, 'AURORA', 'sandbox-ana');
    expect(next.linked).toBe(true);
    const signedIn = valueOf<LoginResult>(
      await post('AURORA', SOCIAL_PATHS.signIn, { ticket: next.ticket }, true),
    );
    expect((await memberInfo('AURORA', signedIn.token)).account).toBe(info.account);
    // The account's first sign-in was its creation; this one is not a first (the member row
    // keeps the flag, as for a password login).
    expect(created.firstTimeLogin).toBe(true);
    expect(signedIn.firstTimeLogin).toBe(false);
  });

  it('keeps identities per merchant and per provider', async () => {
    // Ana has an AURORA account by Google; her Facebook and her LUMEN sign-ins are new to both.
    expect((await provenTicket(t.app, 'AURORA', 'sandbox-ana', 'FACEBOOK')).linked).toBe(false);
    expect((await provenTicket(t.app, 'LUMEN', 'sandbox-ana')).linked).toBe(false);
  });

  it('links an existing account only with its password, then signs it in', async () => {
    const ticket = await provenTicket(t.app, 'LUMEN', 'sandbox-rahim');
    const wrong = await post(
      'LUMEN',
      SOCIAL_PATHS.link,
      { ticket: ticket.ticket, username: 'player1', password: 'not-his-password' },
      true,
    );
    expect([wrong.statusCode, wrong.json().code]).toEqual([401, 'LOGIN_FAILED']);
    const stranger = await post(
      'LUMEN',
      SOCIAL_PATHS.link,
      { ticket: ticket.ticket, username: 'nobody-here', password: 'player1pass' },
      true,
    );
    expect([stranger.statusCode, stranger.json().code]).toEqual([401, 'LOGIN_FAILED']);
    // Nothing was linked by the wrong answers.
    expect((await provenTicket(t.app, 'LUMEN', 'sandbox-rahim')).linked).toBe(false);

    const linked = valueOf<LoginResult>(
      await post(
        'LUMEN',
        SOCIAL_PATHS.link,
        { ticket: ticket.ticket, username: 'player1', password: 'player1pass' },
        true,
      ),
    );
    expect((await memberInfo('LUMEN', linked.token)).account).toBe('player1');
    const links = valueOf<SocialLinks>(
      await call(t.app, 'LUMEN', 'GET', SOCIAL_PATHS.links, undefined, { token: linked.token }),
    );
    expect(links).toMatchObject({
      links: [{ provider: 'GOOGLE', name: 'Rahim Uddin', email: 'rahim.uddin@sandbox.example' }],
      available: ['FACEBOOK'],
      passwordSet: true,
    });

    // Another account cannot take the identity, nor can player1 link a second Google one.
    const other = await provenTicket(t.app, 'LUMEN', 'sandbox-maria');
    const second = await post(
      'LUMEN',
      SOCIAL_PATHS.link,
      { ticket: other.ticket, username: 'player1', password: 'player1pass' },
      true,
    );
    expect([second.statusCode, second.json().code]).toEqual([409, 'SOCIAL_PROVIDER_LINKED']);
  });

  it('refuses an identity linked to another account meanwhile', async () => {
    const first = await provenTicket(t.app, 'LUMEN', 'sandbox-maria', 'FACEBOOK');
    const second = await provenTicket(t.app, 'LUMEN', 'sandbox-maria', 'FACEBOOK');
    valueOf<LoginResult>(await post('LUMEN', SOCIAL_PATHS.register, { ticket: first.ticket }));
    const late = await post(
      'LUMEN',
      SOCIAL_PATHS.link,
      { ticket: second.ticket, username: 'agent1', password: 'agent1pass' },
      true,
    );
    expect([late.statusCode, late.json().code]).toEqual([409, 'SOCIAL_IDENTITY_LINKED']);
  });

  it('refuses a tampered, replayed or foreign state', async () => {
    const back = await chooseIdentity(t.app, await startSignIn(t.app, 'AURORA'), 'sandbox-maria');
    const tampered = new URL(back);
    tampered.searchParams.set('state', `${back.searchParams.get('state')}x`);
    const res = await postCallback(t.app, 'AURORA', tampered);
    expect([res.statusCode, res.json().code]).toEqual([400, 'SOCIAL_STATE_INVALID']);
    // Another brand's sign-in is not this brand's.
    const foreign = await postCallback(t.app, 'LUMEN', back);
    expect([foreign.statusCode, foreign.json().code]).toEqual([400, 'SOCIAL_STATE_INVALID']);
    // The real state still works once, and only once.
    valueOf<SocialTicket>(await postCallback(t.app, 'AURORA', back));
    const replay = await postCallback(t.app, 'AURORA', back);
    expect([replay.statusCode, replay.json().code]).toEqual([400, 'SOCIAL_STATE_INVALID']);
  });

  it('refuses an ID token whose nonce is not the sign-in’s', async () => {
    const url = await startSignIn(t.app, 'AURORA');
    url.searchParams.set('nonce', 'an-attackers-nonce');
    const res = await postCallback(
      t.app,
      'AURORA',
      await chooseIdentity(t.app, url, 'sandbox-maria'),
    );
    expect([res.statusCode, res.json().code]).toEqual([401, 'SOCIAL_TOKEN_INVALID']);
  });

  it('gets no token for a code issued to another PKCE challenge', async () => {
    const url = await startSignIn(t.app, 'AURORA');
    const other = new URL(await startSignIn(t.app, 'AURORA'));
    url.searchParams.set('code_challenge', other.searchParams.get('code_challenge') ?? '');
    const res = await postCallback(
      t.app,
      'AURORA',
      await chooseIdentity(t.app, url, 'sandbox-maria'),
    );
    expect([res.statusCode, res.json().code]).toEqual([502, 'SOCIAL_PROVIDER_ERROR']);
  });

  it('tells a cancelled sign-in apart', async () => {
    const back = await chooseIdentity(t.app, await startSignIn(t.app, 'AURORA'), 'cancel');
    const res = await postCallback(t.app, 'AURORA', back);
    expect([res.statusCode, res.json().code]).toEqual([400, 'SOCIAL_CANCELLED']);
  });

  it('signs in once for two callbacks with the same code, and once per ticket', async () => {
    const back = await chooseIdentity(t.app, await startSignIn(t.app, 'AURORA'), 'sandbox-ana');
    const callbacks = await Promise.all([
      postCallback(t.app, 'AURORA', back),
      postCallback(t.app, 'AURORA', back),
    ]);
    expect(callbacks.map((r) => r.json().code).sort()).toEqual(['OK', 'SOCIAL_STATE_INVALID']);
    const ticket = callbacks.find((r) => r.statusCode === 200)?.json().value as SocialTicket;
    const signIns = await Promise.all([
      post('AURORA', SOCIAL_PATHS.signIn, { ticket: ticket.ticket }, true),
      post('AURORA', SOCIAL_PATHS.signIn, { ticket: ticket.ticket }, true),
    ]);
    expect(signIns.map((r) => r.json().code).sort()).toEqual(['OK', 'SOCIAL_TICKET_INVALID']);
  });

  it('asks an unfamiliar IP to verify, as a password login does', async () => {
    // Rahim is linked to LUMEN player1, who has signed in from 127.0.0.1 (the link above).
    const ticket = await provenTicket(t.app, 'LUMEN', 'sandbox-rahim');
    const res = await post(
      'LUMEN',
      SOCIAL_PATHS.signIn,
      { ticket: ticket.ticket },
      true,
      '10.9.9.9',
    );
    expect([res.statusCode, res.json().code]).toEqual([403, 'IP_VERIFICATION_REQUIRED']);
    expect(res.json<{ value: LoginFailure }>().value.ipVerification?.challengeId).toBeTruthy();
  });

  it('lets an account made by social sign-in unlink only once it has a password', async () => {
    const ticket = await provenTicket(t.app, 'AURORA', 'sandbox-rahim', 'FACEBOOK');
    const { token } = valueOf<LoginResult>(
      await post('AURORA', SOCIAL_PATHS.register, { ticket: ticket.ticket }),
    );
    const as = (method: 'GET' | 'POST' | 'DELETE', url: string, body?: object, sealed = false) =>
      call(t.app, 'AURORA', method, url, body, { token, sealed });
    expect(valueOf<SocialLinks>(await as('GET', SOCIAL_PATHS.links)).passwordSet).toBe(false);
    const unlink = SOCIAL_PATHS.unlink.replace(':provider', 'FACEBOOK');
    const refused = await as('DELETE', unlink);
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'SOCIAL_PASSWORD_REQUIRED']);

    const password = 'my-own-pass-1';
    const mismatch = await as(
      'POST',
      SOCIAL_PATHS.password,
      { newPassword: password, confirmNewPassword: `${password}x` },
      true,
    );
    expect([mismatch.statusCode, mismatch.json().code]).toEqual([400, 'PASSWORD_MISMATCH']);
    const body = { newPassword: password, confirmNewPassword: password };
    expect((await as('POST', SOCIAL_PATHS.password, body, true)).statusCode).toBe(200);
    const again = await as('POST', SOCIAL_PATHS.password, body, true);
    expect([again.statusCode, again.json().code]).toEqual([409, 'SOCIAL_PASSWORD_SET']);
    // The password signs in by itself now.
    const { account } = await memberInfo('AURORA', token);
    expect((await loginAs(t.app, 'AURORA', account, password)).statusCode).toBe(200);

    expect((await as('DELETE', unlink)).statusCode).toBe(200);
    const gone = await as('DELETE', unlink);
    expect([gone.statusCode, gone.json().code]).toEqual([404, 'SOCIAL_NOT_LINKED']);
    expect((await provenTicket(t.app, 'AURORA', 'sandbox-rahim', 'FACEBOOK')).linked).toBe(false);
  });
});
