import { PATHS, type Captcha, type Envelope, type LoginFailure } from '@tessera/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, lastCode } from '../../../testing/accounts';
import { valueOf } from '../../../testing/requests';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { testDbKinds } from '../../../testing/test-db';

// A guessed password from an IP the member never used must not be confirmed before the second
// check (issue 27): a wrong and a right one are answered alike, with the same challenge, and
// fail alike at the challenge. LUMEN's accounts have no failures of other specs.

const HOME_IP = '127.0.0.1';
/** The captcha's answer: the test knows it the way a person reading the image would. */
const ANSWER = 'K7PQM';
/** LUMEN challenges by e-mail. */
const EMAIL = 'player1@lumen.example';

describe.each(testDbKinds())('a password from an unfamiliar IP on %s', (kind) => {
  let t: TestApp;
  const clock = Date.now();
  beforeAll(async () => {
    t = await startTestApp(kind, undefined, {
      now: () => new Date(clock),
      captchaText: () => ANSWER,
    });
  }, 120_000);
  afterAll(() => t?.close());

  const login = (password: string, ip: string, extra: object = {}, username = 'player1') =>
    call(
      t.app,
      'LUMEN',
      'POST',
      PATHS.login,
      { type: 'username', site: 'member', username, password, ...extra },
      { sealed: true, ip, ts: clock },
    );
  /** What a caller can compare of two replies: all but the challenge's own id. */
  const seen = (res: LightMyRequestResponse) => {
    const body = res.json<Envelope<LoginFailure>>();
    const { challengeId, ...challenge } = body.value?.ipVerification ?? { challengeId: '' };
    expect(challengeId).toMatch(/^[0-9a-f-]{36}$/);
    return [res.statusCode, body.code, body.message, { ...body.value, ipVerification: challenge }];
  };
  /** A captcha and its answer, for the tries after three counted failures. */
  const captcha = async () => {
    const { captchaKey } = valueOf<Captcha>(await call(t.app, 'LUMEN', 'GET', PATHS.captcha));
    return { captchaKey, captcha: ANSWER };
  };
  const challengeOf = (res: LightMyRequestResponse) =>
    res.json<Envelope<LoginFailure>>().value?.ipVerification?.challengeId ?? '';

  it('answers a wrong and a right password alike until the IP check passes', async () => {
    // The first sign-in ever makes its IP known; from then on a new IP is challenged.
    expect((await login('player1pass', HOME_IP)).statusCode).toBe(200);
    const ip = '198.51.100.20';

    const wrong = await login('a-guess', ip);
    const right = await login('player1pass', ip);
    expect(seen(wrong)).toEqual(seen(right));
    expect(seen(right).slice(0, 2)).toEqual([403, 'IP_VERIFICATION_REQUIRED']);

    // At the challenge: a wrong password with the right code fails as a right password with a
    // wrong code does, each with a new challenge (from the fourth try on, with a captcha).
    const guessed = await login('a-guess', ip, {
      ipVerification: { challengeId: challengeOf(right), answer: await lastCode(t.db, EMAIL) },
    });
    const mistyped = await login('player1pass', ip, {
      ipVerification: { challengeId: challengeOf(guessed), answer: '000000' },
      ...(await captcha()),
    });
    expect(seen(guessed)).toEqual(seen(mistyped));
    expect(seen(mistyped).slice(0, 2)).toEqual([401, 'LOGIN_CODE_INVALID']);

    // The right password with the right code signs in, and the IP is known from then on.
    const passed = await login('player1pass', ip, {
      ipVerification: { challengeId: challengeOf(mistyped), answer: await lastCode(t.db, EMAIL) },
      ...(await captcha()),
    });
    expect(passed.statusCode, passed.body).toBe(200);
    // Proven: this IP's failures on the account are cleared, so no captcha either.
    expect((await login('player1pass', ip)).statusCode).toBe(200);
    // Known now, so a wrong password is told as such again.
    expect((await login('a-guess', ip)).json().code).toBe('LOGIN_FAILED');
  });

  it('still counts a wrong password as a failed login: the captcha follows', async () => {
    // Another account: the first test's failures count against player1 for 15 minutes.
    const agent = (password: string, ip: string) => login(password, ip, {}, 'agent1');
    expect((await agent('agent1pass', HOME_IP)).statusCode).toBe(200);
    const ip = '198.51.100.21';
    // Three unproven tries, wrong or right, each answered with a challenge...
    for (const password of ['guess-1', 'agent1pass', 'guess-2'])
      expect((await agent(password, ip)).json().code).toBe('IP_VERIFICATION_REQUIRED');
    // ...and then a captcha is asked for, whatever the password.
    const next = await agent('agent1pass', ip);
    expect([next.statusCode, next.json().code]).toEqual([401, 'CAPTCHA_REQUIRED']);
  });
});
