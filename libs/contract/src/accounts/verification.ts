import Type, { type Static } from 'typebox';
import { text } from './text';

/**
 * Request a verification code by SMS (login, register, forgot password). Nothing is required by
 * the schema: a missing number is answered by the handler with PHONE_MISSING, a catalogue code
 * the site translates, rather than a bare BAD_REQUEST.
 */
export const SmsCodeRequest = Type.Object({
  countryDialingCode: Type.Optional(text(8)),
  mobileNo: Type.Optional(text(20)),
  captcha: Type.Optional(text(16)),
  captchaKey: Type.Optional(text(64)),
});
export type SmsCodeRequest = Static<typeof SmsCodeRequest>;

/** `POST /wps/session/login/unlock`: the account whose owner wants an unlock code. */
export const UnlockCodeRequest = Type.Object({ username: text(64) });
export type UnlockCodeRequest = Static<typeof UnlockCodeRequest>;

/**
 * `value` of a 429 TOO_MANY_TRIES (and every other 429): the seconds until a try is allowed
 * again, the same as the Retry-After header.
 */
export const RetryAfter = Type.Object({ retryAfter: Type.Integer() });
export type RetryAfter = Static<typeof RetryAfter>;

/** Reply to an SMS code request: the code is valid this long (spec §4 countdown). */
export const SmsCodeSent = Type.Object({ expiredMinutes: Type.Integer() });
export type SmsCodeSent = Static<typeof SmsCodeSent>;
