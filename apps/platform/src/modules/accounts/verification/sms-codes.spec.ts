import { PATHS, type LoginResult, type OutboxMessage, type SmsCodeSent } from '@tessera/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from './outbox';
import { call, lastCode } from '../../../testing/accounts';
import { valueOf } from '../../../testing/requests';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { testDbKinds } from '../../../testing/test-db';

const OPS = 'ops-token-for-tests-0123456789';
const web = {
  registerUrl: 'https://aurora.example/register',
  domain: 'aurora.example',
  registerMethod: 'WEB',
};

describe.each(testDbKinds())('SMS codes, mobile registration and the outbox on %s', (kind) => {
  let t: TestApp;
  let clock = Date.now();
  beforeAll(async () => {
    t = await startTestApp(kind, undefined, { now: () => new Date(clock), operatorToken: OPS });
  });
  afterAll(() => t?.close());
  const sms = (merchant: string, mobileNo: string, ip: string, path: string = PATHS.smsRegister) =>
    call(t.app, merchant, 'POST', path, { countryDialingCode: '+880', mobileNo }, { ip });
  const put = (merchant: string, path: string, body: object, ip = '10.9.0.1') =>
    call(t.app, merchant, 'PUT', path, { ...web, ...body }, { sealed: true, ip, ts: clock });

  it('registers by mobile with the SMS code from the outbox; the number is then taken', async () => {
    const sent = valueOf<SmsCodeSent>(await sms('AURORA', '01711000001', '10.9.1.1'));
    expect(sent).toEqual({ expiredMinutes: 1 });
    const wrong = await put('AURORA', PATHS.registerMobile, {
      mobileNum: '1711000001',
      countryDialingCode: '+880',
      verificationCode: '000000',
    });
    expect(wrong.json().code).toBe('CODE_INVALID');
    const code = await lastCode(t.db, '+8801711000001');
    const res = await put('AURORA', PATHS.registerMobile, {
      mobileNum: '1711000001',
      countryDialingCode: '+880',
      verificationCode: code,
    });
    expect(valueOf<LoginResult>(res).memberType).toBe(0);
    const again = await put('AURORA', PATHS.registerMobile, {
      mobileNum: '1711000001',
      countryDialingCode: '+880',
      verificationCode: code,
    });
    expect([again.statusCode, again.json().code]).toEqual([409, 'MOBILE_TAKEN']);
    expect((await sms('AURORA', '1711000001', '10.9.1.2')).json().code).toBe('MOBILE_TAKEN');
  });

  it('expires codes and uses them once', async () => {
    await sms('AURORA', '1711000002', '10.9.2.1');
    const code = await lastCode(t.db, '+8801711000002');
    clock += 61_000;
    const late = await put('AURORA', PATHS.registerMobile, {
      mobileNum: '1711000002',
      countryDialingCode: '+880',
      verificationCode: code,
    });
    expect([late.statusCode, late.json().code]).toEqual([400, 'CODE_EXPIRED']);
  });

  it('throttles codes: 1 s per number, a block after five in ten minutes, phone checks', async () => {
    const ip = '10.9.3.1';
    expect((await sms('AURORA', '1711000003', ip)).statusCode).toBe(200);
    const fast = await sms('AURORA', '1711000003', ip);
    expect([fast.statusCode, fast.json().code, fast.headers['retry-after']]).toEqual([
      429,
      'RATE_LIMITED',
      '1',
    ]);
    for (let i = 0; i < 4; i++) {
      clock += 1_100;
      expect((await sms('AURORA', '1711000003', `10.9.4.${i}`)).statusCode).toBe(200);
    }
    clock += 1_100;
    const many = await sms('AURORA', '1711000003', '10.9.5.1');
    expect([many.statusCode, many.json().code, many.headers['retry-after']]).toEqual([
      429,
      'SMS_TOO_MANY',
      '300',
    ]);
    expect((await sms('AURORA', '', '10.9.5.2')).json().code).toBe('PHONE_MISSING');
    expect((await sms('AURORA', '12ab', '10.9.5.3')).json().code).toBe('PHONE_INVALID');
    const foreign = await call(
      t.app,
      'LUMEN',
      'POST',
      PATHS.smsRegister,
      { countryDialingCode: '+880', mobileNo: '1711000009' },
      { ip: '10.9.5.4' },
    );
    expect([foreign.statusCode, foreign.json().code]).toEqual([400, 'PHONE_INVALID']);
  });

  it('stops at the merchant daily quota', async () => {
    await t.db
      .updateTable('merchant_account_settings')
      .set({ sms_quota_per_day: 0 })
      .where('merchant_code', '=', 'LUMEN')
      .execute();
    const res = await call(
      t.app,
      'LUMEN',
      'POST',
      PATHS.smsRegister,
      { countryDialingCode: '+63', mobileNo: '9170000001' },
      { ip: '10.9.6.1' },
    );
    expect([res.statusCode, res.json().code]).toEqual([429, 'SMS_QUOTA']);
  });

  it('sends no code to an unregistered number, with the same reply', async () => {
    const res = await call(
      t.app,
      'AURORA',
      'POST',
      PATHS.smsNoLogin,
      { countryDialingCode: '+880', mobileNo: '1799999999' },
      { ip: '10.7.2.1' },
    );
    expect(res.json()).toEqual({ code: 'OK', message: '', value: { expiredMinutes: 1 } });
    expect(await listOutbox(t.db, '+8801799999999')).toEqual([]);
  });

  it('lists the outbox to the operator, newest first', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/ops/outbox?to=+8801711000001',
      headers: { authorization: `Bearer ${OPS}` },
    });
    const list = valueOf<OutboxMessage[]>(res);
    expect(list[0]).toMatchObject({ channel: 'SMS', to: '+8801711000001', merchantCode: 'AURORA' });
    const denied = await t.app.inject({ method: 'GET', url: '/ops/outbox' });
    expect(denied.statusCode).toBe(401);
  });
});
