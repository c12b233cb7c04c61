import { PATHS } from '@tessera/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, lastCode } from '../../../testing/accounts';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { DEV_INBOX_PATH } from './dev-inbox';

describe('the development inbox', () => {
  let on: TestApp;
  let off: TestApp;
  beforeAll(async () => {
    [on, off] = await Promise.all([
      startTestApp('pglite-memory', undefined, { devInbox: true }),
      startTestApp('pglite-memory'),
    ]);
  }, 120_000);
  afterAll(() => Promise.all([on?.close(), off?.close()]));

  it('shows the SMS code a sign-up asked for, escaped, newest first', async () => {
    const ask = (mobileNo: string) =>
      call(on.app, 'AURORA', 'POST', PATHS.smsRegister, { countryDialingCode: '+880', mobileNo });
    expect((await ask('01711000101')).statusCode).toBe(200);
    expect((await ask('01711000102')).statusCode).toBe(200);
    const page = await on.app.inject({ method: 'GET', url: DEV_INBOX_PATH });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    const text = page.body;
    const [first, second] = [
      await lastCode(on.db, '+8801711000101'),
      await lastCode(on.db, '+8801711000102'),
    ];
    expect(text).toContain(first);
    expect(text.indexOf('+8801711000102')).toBeLessThan(text.indexOf('+8801711000101'));
    expect(text).toContain(second);
    expect(text).not.toContain('<script');
  });

  it('does not exist unless switched on: the codes are anyone’s to read there', async () => {
    const page = await off.app.inject({ method: 'GET', url: DEV_INBOX_PATH });
    expect(page.statusCode).toBe(404);
    expect(page.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
