import { PATHS, type LoginResult } from '@tessera/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../verification/outbox';
import { call, lastCode, loginAs, tokenOf } from '../../../testing/accounts';
import { valueOf } from '../../../testing/requests';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { testDbKinds } from '../../../testing/test-db';

describe.each(testDbKinds())('passwords and the outbox on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());
  const change = (token: string, body: object) =>
    call(t.app, 'LUMEN', 'POST', PATHS.changePassword, body, { token, sealed: true });

  it('changes the password: old must match, confirmation too, other sessions end', async () => {
    const first = await tokenOf(t.app, 'LUMEN', 'agent1', 'agent1pass');
    const second = await tokenOf(t.app, 'LUMEN', 'agent1', 'agent1pass');
    const mismatch = await change(second, {
      oldPassword: 'agent1pass',
      newPassword: 'brand-new-1',
      confirmNewPassword: 'brand-new-2',
    });
    expect([mismatch.statusCode, mismatch.json().code]).toEqual([400, 'PASSWORD_MISMATCH']);
    const wrongOld = await change(second, {
      oldPassword: 'not-it-at-all',
      newPassword: 'brand-new-1',
      confirmNewPassword: 'brand-new-1',
    });
    expect([wrongOld.statusCode, wrongOld.json().code]).toEqual([400, 'OLD_PASSWORD_WRONG']);
    const short = await change(second, {
      oldPassword: 'agent1pass',
      newPassword: 'short',
      confirmNewPassword: 'short',
    });
    expect([short.statusCode, short.json().code]).toEqual([400, 'INVALID_FIELD']);
    const done = await change(second, {
      oldPassword: 'agent1pass',
      newPassword: 'brand-new-1',
      confirmNewPassword: 'brand-new-1',
    });
    expect(done.statusCode).toBe(200);
    expect(
      (await call(t.app, 'LUMEN', 'GET', PATHS.memberInfo, undefined, { token: first })).json()
        .code,
    ).toBe('SESSION_ENDED');
    expect(
      (await call(t.app, 'LUMEN', 'GET', PATHS.memberInfo, undefined, { token: second }))
        .statusCode,
    ).toBe(200);
    expect((await loginAs(t.app, 'LUMEN', 'agent1', 'brand-new-1')).statusCode).toBe(200);
  });

  it('e-mails a reset link only when account and address match; the link resets once', async () => {
    const form = (username: string, email: string) =>
      t.app.inject({
        method: 'POST',
        url: PATHS.forgotByEmail,
        headers: {
          'x-merchant-code': 'LUMEN',
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: new URLSearchParams({ username, email }).toString(),
      });
    const match = await form('player1', 'PLAYER1@lumen.example');
    const wrong = await form('player1', 'someone@else.example');
    const unknown = await form('ghost', 'ghost@lumen.example');
    for (const res of [match, wrong, unknown])
      expect([res.statusCode, res.json()]).toEqual([200, { code: 'OK', message: '', value: null }]);
    const mails = await listOutbox(t.db, 'player1@lumen.example');
    expect(mails).toHaveLength(1);
    const token = /\/resetPassword\?token=([\w-]{43})/.exec(mails[0]?.body ?? '')?.[1];
    expect(await listOutbox(t.db, 'someone@else.example')).toEqual([]);
    const reset = () =>
      call(
        t.app,
        'LUMEN',
        'POST',
        PATHS.resetByEmail,
        { token, newPassword: 'mailed-new-1' },
        { sealed: true },
      );
    expect(valueOf<LoginResult>(await reset()).memberType).toBe(0);
    expect((await reset()).json().code).toBe('CODE_INVALID');
  });

  it('resets by mobile: code, new password, signed in', async () => {
    const ip = '10.7.0.1';
    await call(
      t.app,
      'AURORA',
      'POST',
      PATHS.smsNoLogin,
      { countryDialingCode: '+880', mobileNo: '1812345678' },
      { ip },
    );
    const code = await lastCode(t.db, '+8801812345678');
    const reset = (verificationCode: string) =>
      call(
        t.app,
        'AURORA',
        'POST',
        PATHS.resetByMobile,
        {
          countryDialingCode: '+880',
          mobileNum: '1812345678',
          verificationCode,
          newPassword: 'agent-reset-1',
        },
        { sealed: true, ip },
      );
    expect((await reset('999999')).json().code).toBe('CODE_INVALID');
    const result = valueOf<LoginResult>(await reset(code));
    expect(result.memberType).toBe(1);
    expect((await reset(code)).json().code).toBe('CODE_INVALID');
    expect((await loginAs(t.app, 'AURORA', 'agent1', 'agent-reset-1', {}, ip)).statusCode).toBe(
      200,
    );
  });

  it('signs in by SMS code', async () => {
    const ip = '10.7.1.1';
    await call(
      t.app,
      'AURORA',
      'POST',
      PATHS.smsNoLogin,
      { countryDialingCode: '+880', mobileNo: '01712345678' },
      { ip },
    );
    const code = await lastCode(t.db, '+8801712345678');
    const res = await call(
      t.app,
      'AURORA',
      'POST',
      PATHS.login,
      {
        type: 'sms',
        site: 'member',
        countryDialingCode: '+880',
        mobileNum: '1712345678',
        verificationCode: code,
      },
      { sealed: true, ip },
    );
    expect(valueOf<LoginResult>(res)).toMatchObject({ memberType: 0, defaultPassword: false });
  });
});
