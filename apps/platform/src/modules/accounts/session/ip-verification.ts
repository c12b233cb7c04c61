import { randomUUID } from 'node:crypto';
import type { IpVerificationMethod, LoginFailure } from '@tessera/contract';
import { ApiError } from '../../../core/http/api-error';
import type { AccountSettings, Member } from '../account-tables';
import type { AccountDeps } from '../context';
import { maskEmail, maskMobile, newCode, sameDigest, sha256 } from '../../../core/security/tokens';
import { totpEnabled, useSecondFactor } from '../security/totp-auth';

const CHALLENGE_MS = 10 * 60_000;

/** Whether this IP needs a challenge: only when the member has known IPs and this is not one. */
export async function ipIsFamiliar(
  { db }: AccountDeps,
  member: Member,
  ip: string,
): Promise<boolean> {
  const known = await db
    .selectFrom('known_ip')
    .select('ip')
    .where('member_id', '=', member.id)
    .execute();
  return known.length === 0 || known.some((row) => row.ip === ip);
}

/** Records an IP as the member's (first login, or a passed challenge). */
export async function rememberIp({ db }: AccountDeps, member: Member, ip: string): Promise<void> {
  await db
    .insertInto('known_ip')
    .values({ member_id: member.id, ip })
    .onConflict((oc) => oc.columns(['member_id', 'ip']).doNothing())
    .execute();
}

/**
 * Checks an answer to a challenge issued for this member and IP. The challenge is burnt by any
 * answer, right or wrong (one guess each, like a captcha): a wrong answer gets a new challenge.
 * BANK_NAME compares with the payee name, ignoring case and spacing; GOOGLE checks the member's
 * authenticator code (used up like a sign-in's). Answers the method of a right answer, else null.
 */
export async function answerIsRight(
  deps: AccountDeps,
  member: Member,
  ip: string,
  answer: { challengeId: string; answer: string },
): Promise<IpVerificationMethod | null> {
  const { db, now } = deps;
  const row = await burnChallenge(deps, member, ip, answer.challengeId);
  if (!row) return null;
  const squash = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim().toLowerCase();
  const where = { merchantCode: member.merchant_code, ip };
  const right =
    row.method === 'GOOGLE'
      ? await useSecondFactor(db, member, where, answer.answer, now())
      : row.method === 'BANK_NAME'
        ? squash(member.payee_name) !== '' && squash(member.payee_name) === squash(answer.answer)
        : row.code_hash !== null &&
          sameDigest(row.code_hash, sha256(`${row.id}|${answer.answer.trim()}`));
  return right ? row.method : null;
}

/** Marks a live challenge of this member and IP used, answering its row (or none). */
async function burnChallenge({ db, now }: AccountDeps, member: Member, ip: string, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  return db
    .updateTable('ip_challenge')
    .set({ used_at: now() })
    .where('id', '=', id)
    .where('member_id', '=', member.id)
    .where('ip', '=', ip)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now())
    .returningAll()
    .executeTakeFirst();
}

/**
 * The reply to a wrong password from an IP the member never used: what a right one gets there
 * (a challenge; with an answer, LOGIN_CODE_INVALID and a new challenge), so that no reply
 * confirms a guessed password before the second check passes. The answer sent along is burnt
 * unchecked (an authenticator code is not spent on it), and the try stays counted as a failed
 * login, as a right password's does until its answer is right (login.ts).
 */
export async function blindChallenge(
  deps: AccountDeps,
  member: Member,
  ip: string,
  settings: AccountSettings,
  answer: { challengeId: string } | undefined,
): Promise<never> {
  const twoFactor = await totpEnabled(deps.db, member.id);
  const failure: LoginFailure = { captchaRequired: false };
  if (!answer) return challenge(deps, member, ip, settings, failure, undefined, twoFactor);
  await burnChallenge(deps, member, ip, answer.challengeId);
  return challenge(deps, member, ip, settings, failure, 'LOGIN_CODE_INVALID', twoFactor);
}

/**
 * How an unfamiliar IP is checked for this member: the merchant's method if the member can
 * receive it, else the authenticator (two-factor on), SMS, e-mail, bank name; null if none.
 */
export function challengeMethod(
  settings: AccountSettings,
  member: Member,
  twoFactor: boolean,
): IpVerificationMethod | null {
  const has = {
    SMS: !!member.mobile_num,
    EMAIL: !!member.email,
    BANK_NAME: !!member.payee_name,
    GOOGLE: twoFactor,
  };
  const order = [settings.ip_verification_method, 'GOOGLE', 'SMS', 'EMAIL', 'BANK_NAME'] as const;
  return order.find((m) => has[m]) ?? null;
}

/**
 * Issues a challenge by the merchant's method (falling back to SMS/e-mail/bank name, whichever
 * the member can receive) and throws 403 IP_VERIFICATION_REQUIRED with it in the value.
 */
export async function challenge(
  deps: AccountDeps,
  member: Member,
  ip: string,
  settings: AccountSettings,
  failure: LoginFailure,
  code:
    'IP_VERIFICATION_REQUIRED' | 'CODE_INVALID' | 'LOGIN_CODE_INVALID' = 'IP_VERIFICATION_REQUIRED',
  twoFactor = false,
): Promise<never> {
  const { db, now, sender } = deps;
  const method = challengeMethod(settings, member, twoFactor);
  // An account with no way to prove itself keeps logging in from known places only.
  if (!method)
    throw new ApiError(403, 'IP_VERIFICATION_REQUIRED', 'Login from an unfamiliar IP', {
      value: failure,
    });
  const id = randomUUID();
  const secret = method === 'BANK_NAME' || method === 'GOOGLE' ? null : newCode();
  await db
    .insertInto('ip_challenge')
    .values({
      id,
      member_id: member.id,
      ip,
      method,
      code_hash: secret ? sha256(`${id}|${secret}`) : null,
      expires_at: new Date(now().getTime() + CHALLENGE_MS),
      used_at: null,
    })
    .execute();
  let maskedTarget = method === 'GOOGLE' ? 'authenticator app' : 'bank account name';
  if (method === 'SMS') {
    const to = `+${member.dialing_code}${member.mobile_num}`;
    await sender.send({
      merchantCode: member.merchant_code,
      channel: 'SMS',
      to,
      body: `Your login verification code is ${secret}`,
    });
    maskedTarget = maskMobile(member.dialing_code ?? '', member.mobile_num ?? '');
  } else if (method === 'EMAIL') {
    await sender.send({
      merchantCode: member.merchant_code,
      channel: 'EMAIL',
      to: member.email ?? '',
      body: `Your login verification code is ${secret}`,
    });
    maskedTarget = maskEmail(member.email ?? '');
  }
  // A password sign-in's failure names both secrets (`blindChallenge`); a sign-in proven
  // otherwise (social) had only the code to get wrong.
  const status = code === 'IP_VERIFICATION_REQUIRED' ? 403 : 401;
  const message =
    code === 'LOGIN_CODE_INVALID'
      ? 'Wrong password or verification code'
      : 'Please complete verification first';
  throw new ApiError(status, code, message, {
    value: { ...failure, ipVerification: { challengeId: id, method, maskedTarget } },
  });
}
