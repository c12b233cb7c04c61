import { PATHS, withdrawalConfirmationPath } from '@tessera/contract';
import { describe, expect, it, vi } from 'vitest';
import { PlatformError } from '../platform-error';
import { FAVOURITE, LOGIN, MAKE, REGISTER } from './call-makers';
import { DEFAULT_ANSWERS } from './default-answers';
import { game, hotGames, pageOf } from './game-fixtures';
import { loginResult, member } from './member-fixtures';
import { CALL_NAMES, createPlatformFake, failure } from './index';

describe('createPlatformFake', () => {
  it.each(CALL_NAMES)(
    '%s: routed by name, its default data through the real client',
    async (name) => {
      const fake = createPlatformFake({ token: 'member-token' });
      const result = await MAKE[name](fake.client);
      expect(fake.calls.map((call) => call.call)).toEqual([name]);
      const answer = DEFAULT_ANSWERS[name];
      // Calls that return nothing resolve to undefined; the rest to their default value.
      if (typeof answer !== 'function') expect(result).toEqual(answer ?? undefined);
    },
  );

  it('narrows the default catalogue to the asked vendor', async () => {
    const fake = createPlatformFake();
    await expect(fake.client.games.list({ vassalage: 'PG' })).resolves.toEqual(pageOf(hotGames));
    await expect(fake.client.games.list({ vassalage: 'JDB' })).resolves.toEqual(pageOf([]));
  });

  it('answers with a value, or a function of the decoded request, in place of the default', async () => {
    const fake = createPlatformFake({ answers: { 'member.info': { ...member, nickname: 'Ana' } } });
    fake.answer('games.list', ({ query }) =>
      pageOf([game(9, { displayName: `${query['name']}!` })]),
    );
    expect((await fake.client.member.info()).nickname).toBe('Ana');
    const page = await fake.client.games.list({ name: 'tiger' });
    expect(page.content.map((g) => g.displayName)).toEqual(['tiger!']);
  });

  it('answers once, then goes back to the standing answer', async () => {
    const fake = createPlatformFake();
    fake.answer(
      'wallet.balance',
      { balance: 1, inGames: 0, currency: 'BDT', currencySymbol: '৳', demo: false },
      { once: true },
    );
    expect((await fake.client.wallet.balance()).balance).toBe(1);
    expect((await fake.client.wallet.balance()).balance).toBe(123_450);
  });

  it('fails a call with a catalogue code, HTTP status and details, as a PlatformError', async () => {
    const fake = createPlatformFake();
    fake.fail('session.login', 'CAPTCHA_REQUIRED', 401, {
      details: { captchaRequired: true },
      once: true,
    });
    const error = await fake.client.session.login(LOGIN).catch((e) => e);
    expect(error).toBeInstanceOf(PlatformError);
    expect([error.code, error.status, error.details]).toEqual([
      'CAPTCHA_REQUIRED',
      401,
      { captchaRequired: true },
    ]);
    await expect(fake.client.session.login(LOGIN)).resolves.toEqual(loginResult);
  });

  it('lets an answer function fail depending on what was sent', async () => {
    const fake = createPlatformFake({
      answers: {
        'member.register': ({ body }) =>
          (body as { username: string }).username === 'taken'
            ? failure('USERNAME_TAKEN', 409)
            : loginResult,
      },
    });
    await expect(fake.client.member.register(REGISTER('taken'), 'username')).rejects.toMatchObject({
      code: 'USERNAME_TAKEN',
      status: 409,
    });
    await expect(fake.client.member.register(REGISTER('free'), 'mobile')).resolves.toEqual(
      loginResult,
    );
    expect(fake.callsTo('member.register').map((call) => call.path)).toEqual([
      PATHS.register,
      PATHS.registerMobile,
    ]);
  });

  it('ends the session through the real client when the platform refuses the token', async () => {
    const onSessionEnded = vi.fn();
    const fake = createPlatformFake({ token: 'old-token', onSessionEnded });
    fake.fail('member.info', 'SESSION_ENDED', 401);
    await expect(fake.client.member.info()).rejects.toMatchObject({ code: 'SESSION_ENDED' });
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(fake.client.tokenStore.get()).toBeNull();
  });

  it('holds a call loading until released, then answers it', async () => {
    const fake = createPlatformFake();
    const held = fake.hold('games.hot');
    let settled = false;
    const hot = fake.client.games.hot('bn').finally(() => (settled = true));
    await vi.waitFor(() => expect(held.waiting).toBe(1));
    expect(fake.callsTo('games.hot')).toHaveLength(1);
    expect(settled).toBe(false);
    held.release();
    await expect(hot).resolves.toEqual({ list: hotGames });
    expect(held.waiting).toBe(0);
    await expect(fake.client.games.hot('bn')).resolves.toEqual({ list: hotGames });
  });

  it('decodes a multipart confirmation: the outcome as text, each proof as name, type and size', async () => {
    const fake = createPlatformFake({ token: 'member-token' });
    const proof = new File(['png-bytes'], 'slip.png', { type: 'image/png' });
    const result = await fake.client.withdrawals.confirm(901, 'NOT_RECEIVED', [proof]);
    expect(result.status).toBe('disputed');
    expect(result.confirmation?.outcome).toBe('NOT_RECEIVED');
    expect(fake.callsTo('withdrawals.confirm')[0]).toMatchObject({
      path: withdrawalConfirmationPath(901),
      body: { outcome: 'NOT_RECEIVED', proof: [{ name: 'slip.png', type: 'image/png', size: 9 }] },
      token: 'member-token',
    });
  });

  it('records method, path, query, decoded body and token of each call', async () => {
    const fake = createPlatformFake();
    await fake.client.session.login(LOGIN);
    await fake.client.games.addFavourite(FAVOURITE);
    await fake.client.member.forgotByEmail({ username: 'player1', email: 'p@x.example' });
    await fake.client.session.logout();
    expect(fake.calls).toEqual([
      {
        call: 'session.login',
        method: 'POST',
        path: PATHS.login,
        query: {},
        body: LOGIN,
        token: null,
      },
      expect.objectContaining({
        call: 'games.addFavourite',
        body: FAVOURITE,
        token: loginResult.token,
      }),
      expect.objectContaining({ body: { username: 'player1', email: 'p@x.example' } }),
      expect.objectContaining({ call: 'session.logout', method: 'DELETE', token: 'fresh-token' }),
    ]);
    expect(fake.client.tokenStore.get()).toBeNull();
    await fake.client.games.removeFavourite(5);
    expect(fake.callsTo('games.removeFavourite')[0]?.query).toEqual({ nodeId: '5' });
  });
});
