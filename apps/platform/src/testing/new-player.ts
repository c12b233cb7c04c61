import { randomInt } from 'node:crypto';
import {
  GATEWAY_VERSION_HEADER,
  MERCHANT_HEADER,
  PATHS,
  type LoginResult,
  type RegisterField,
  type RegisterSettings,
} from '@tessera/contract';
import {
  registrationFields,
  validateRegistration,
  type RegisterKind,
  type RegistrationValues,
} from '@tessera/domain';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../core/db/database';
import { lastCode, seal } from './accounts';
import { valueOf } from './requests';

/** A player registered through the merchant's own form, signed in. */
export interface NewPlayer {
  merchant: string;
  kind: RegisterKind;
  account: string;
  token: string;
  /** The fields the form asked for, with what was typed. */
  values: RegistrationValues;
}

// A registration as the site sends it: a new player fills every REQUIRED field of the merchant's
// form with a value meeting its rule (optional ones stay empty, as a hurried player leaves them).
const sample = (n: number): Partial<Record<RegisterField, string>> => ({
  username: `np${n}`,
  password: 'Tessera#2026',
  confirmPassword: 'Tessera#2026',
  payeeName: 'Nadia Rahman',
  email: `np${n}@players.example`,
  paymentPassword: 'Cash#4567',
  idNumber: `ID${n}`,
  recommenderId: `R${n}`,
  line: `line${n}`,
  whatsapp: `whatsapp${n}`,
  facebook: `facebook${n}`,
  wechat: `wechat${n}`,
  qqNum: `${10_000 + (n % 90_000)}`,
});

/**
 * Signs a new player up on `merchant` by `kind` (the merchant's form, its flags and rules): the
 * SMS code is read from the outbox when the form asks for one. The body is sealed with the
 * merchant's payload key from the database, so generated brands work as well as seeded ones.
 */
export async function registerNewPlayer(
  app: FastifyInstance,
  db: Db,
  merchant: string,
  kind: RegisterKind,
  ip: string,
): Promise<NewPlayer> {
  const headers = { [MERCHANT_HEADER]: merchant };
  const settings = valueOf<RegisterSettings>(
    await app.inject({ method: 'GET', url: PATHS.registerSettings, headers }),
  );
  const n = randomInt(100_000, 999_999);
  const values: RegistrationValues = {};
  const extra: Record<string, string> = {};
  const country = settings.countries[0]?.countryDialingCode ?? '';
  for (const { field, required } of registrationFields(settings, kind)) {
    if (!required) continue;
    if (field === 'mobileNum') {
      // Bangladesh numbers start with 1, most others with 9; both 10 digits.
      values.mobileNum = `${country === '+880' ? '17' : '91'}${String(n).padStart(8, '0')}`;
      extra.countryDialingCode = country;
      continue;
    }
    if (field === 'verificationCode') continue;
    const value = sample(n)[field];
    if (value === undefined) throw new Error(`${merchant}: no test value for required ${field}`);
    values[field] = value;
  }
  if (registrationFields(settings, kind).some((f) => f.field === 'verificationCode')) {
    const sms = await app.inject({
      method: 'POST',
      url: PATHS.smsRegister,
      headers,
      payload: { countryDialingCode: country, mobileNo: values.mobileNum },
      remoteAddress: ip,
    });
    expect(sms.statusCode, sms.body).toBe(200);
    values.verificationCode = await lastCode(db, `${country}${values.mobileNum}`);
  }
  // The form the test filled passes the merchant's own rules, as the site would check first.
  expect(validateRegistration(values, settings, kind)).toEqual({});

  const { payload_key } = await db
    .selectFrom('merchant_account_settings')
    .select('payload_key')
    .where('merchant_code', '=', merchant)
    .executeTakeFirstOrThrow();
  const body = {
    ...values,
    ...extra,
    registerUrl: `https://${merchant.toLowerCase()}.example/register`,
    domain: `${merchant.toLowerCase()}.example`,
    registerMethod: 'WEB',
  };
  const res = await app.inject({
    method: 'PUT',
    url: kind === 'mobile' ? PATHS.registerMobile : PATHS.register,
    headers: { ...headers, [GATEWAY_VERSION_HEADER]: '3' },
    payload: seal(body, payload_key) as unknown as object,
    remoteAddress: ip,
  });
  expect(res.statusCode, `${merchant} ${kind} sign-up: ${res.body}`).toBe(200);
  const account =
    kind === 'mobile'
      ? `${country.replace('+', '')}${values.mobileNum}`
      : (values.username ?? '').toLowerCase();
  return { merchant, kind, account, token: valueOf<LoginResult>(res).token, values };
}
