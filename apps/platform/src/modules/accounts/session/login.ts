import { isAgentType } from '@tessera/domain';
import type {
  ErrorCode,
  LoginFailure,
  LoginRequest,
  LoginResult,
  MemberType,
} from '@tessera/contract';
import { ApiError } from '../../../core/http/api-error';
import type { AccountSettings, Member } from '../account-tables';
import type { Merchant } from '../../merchants';
import { accountSettings } from '../account-settings';
import { refundTry } from '../limits/attempt-locks';
import { checkCaptcha } from '../captcha/captcha';
import { consumeCode } from '../verification/codes';
import type { AccountDeps } from '../context';
import {
  answerIsRight,
  blindChallenge,
  challenge,
  ipIsFamiliar,
  rememberIp,
} from './ip-verification';
import { forgetFailures, needsCaptcha, reserveTry } from './login-attempts';
import { findByAccount, findByMobile, normalizeAccount } from '../member/members';
import { checkPassword } from '../password/passwords';
import { parsePhone } from '../verification/phone';
import { checkPendingSignIn, issuePendingSignIn, usePendingSignIn } from './pending-sign-in';
import { recordSignIn, sourceOf, type SignInClient } from './login-history';
import { openSession } from './sessions';
import { totpEnabled, useSecondFactor } from '../security/totp-auth';

const isCode = (error: unknown, code: ErrorCode) =>
  error instanceof ApiError && error.code === code;

/** Agents' sub-accounts (41, 42) exist for the agent centre only: the member site refuses them. */
const AGENT_ONLY_TYPES: readonly number[] = [41, 42];

/**
 * The whole login decision: throttles, captcha, credentials, site, unfamiliar IP, session.
 * Every credential failure looks the same (401 LOGIN_FAILED) whether the account exists or not.
 * Each try is counted before anything is checked (`reserveTry`) and given back only when the
 * credentials were right, so a missing or wrong captcha counts as a failure too.
 */
export async function login(
  deps: AccountDeps,
  merchant: Merchant,
  body: LoginRequest,
  client: SignInClient & { ip: string },
): Promise<LoginResult> {
  const { db } = deps;
  const { ip } = client;
  const now = deps.now();
  const settings = await accountSettings(db, merchant.code);
  const phone =
    body.type === 'sms'
      ? parsePhone(settings.countries, body.countryDialingCode, body.mobileNum)
      : null;
  const account = phone ? phone.e164 : normalizeAccount(body.username ?? '');
  if (!account) throw new ApiError(400, 'BAD_REQUEST', 'username is required');

  // A right unlock code (sent to the owner) stands in for the captcha and passes a lock; so does
  // the ticket of a sign-in that spent one (or its SMS code) on its first step.
  const where = { merchantCode: merchant.code, ip };
  const ticket = body.signInTicket ?? null;
  if (body.unlockCode && !ticket)
    await consumeCode(db, where, 'UNLOCK', account, body.unlockCode, now);
  const unlocked = !!body.unlockCode || !!ticket;
  const memberOf = () =>
    phone
      ? findByMobile(db, merchant.code, phone.dialingCode, phone.number)
      : findByAccount(db, merchant.code, account);
  // Refused by the throttle: an existing member's desk history says so (the reply is the same).
  const attempt = await reserveTry(db, merchant.code, account, ip, now, unlocked).catch(
    async (error: unknown) => {
      const locked = isCode(error, 'LOGIN_LOCKED') ? await memberOf() : undefined;
      if (locked) await recordSignIn(db, locked.id, now, sourceOf(client), 'throttled');
      throw error;
    },
  );
  const { counts } = attempt;
  const captchaRequired = needsCaptcha(counts) && !unlocked;
  if (captchaRequired)
    await checkCaptcha(db, merchant.code, body.captchaKey, body.captcha, now, {
      captchaRequired,
    } satisfies LoginFailure);

  const fail = (): never => {
    const after = {
      ...counts,
      accountRecent: counts.accountRecent + 1,
      ipRecent: counts.ipRecent + 1,
    };
    const value: LoginFailure = { captchaRequired: needsCaptcha(after) };
    throw new ApiError(401, 'LOGIN_FAILED', 'Wrong username or password', { value });
  };

  let member: Member | undefined;
  if (ticket) {
    member = await memberOf();
    await checkPendingSignIn(db, where, member, ticket, now);
    if (!member) return fail();
  } else if (phone) {
    member = await findByMobile(db, merchant.code, phone.dialingCode, phone.number);
    await consumeCode(db, where, 'LOGIN', phone.e164, body.verificationCode ?? '', now);
    if (!member) return fail();
  } else {
    member = await findByAccount(db, merchant.code, account);
    const right = await checkPassword(member?.password_hash ?? null, body.password ?? '');
    if (!member) return fail();
    // Recorded for the desk whatever the reply below says (unknown names record nothing).
    if (!right) await recordSignIn(db, member.id, now, sourceOf(client), 'wrong_password');
    // From an IP the member never used, a wrong password is answered as a right one is there,
    // until the IP check passes: the reply must not confirm a guessed password.
    if (!right)
      return (await ipIsFamiliar(deps, member, ip))
        ? fail()
        : blindChallenge(deps, member, ip, settings, body.ipVerification);
  }

  // The owner proved themselves twice (code and password): this IP's failures on it go.
  if (unlocked) await forgetFailures(db, merchant.code, account, ip);
  // A single-use code is spent by now: a further step's reply carries a ticket to come back
  // with (pending-sign-in.ts). A password is simply sent again, so it gets none.
  let pending = ticket;
  const found = member;
  const nextStep = async (value: LoginFailure): Promise<LoginFailure> => {
    if (!phone && !unlocked) return value;
    pending ??= await issuePendingSignIn(db, where, found, now);
    return { ...value, signInTicket: pending };
  };

  // After the credentials, so the answer never tells a stranger which accounts exist.
  if (body.site === 'agent' && !isAgentType(member.type)) {
    await refundTry(db, attempt.id);
    throw new ApiError(403, 'NOT_AGENT', 'Non-agents cannot log in to the agent site');
  }
  if (body.site === 'member' && AGENT_ONLY_TYPES.includes(member.type)) {
    await refundTry(db, attempt.id);
    throw new ApiError(403, 'NOT_MEMBER', 'Non-member account unable to login');
  }
  // Locked by its upline (agent centre) or blocked by staff: told only to the owner, after the
  // credentials.
  if (member.locked_at !== null) {
    await refundTry(db, attempt.id);
    await recordSignIn(db, member.id, now, sourceOf(client), 'blocked');
    throw new ApiError(403, 'ACCOUNT_LOCKED', 'This account is locked by its upline');
  }

  const twoFactor = await totpEnabled(db, member.id);
  // An unfamiliar IP proven with the authenticator (GOOGLE) has passed the second factor too.
  let secondFactorDone = false;
  if (!(await ipIsFamiliar(deps, member, ip))) {
    const failure = await nextStep({ captchaRequired: false });
    // Counted as a failed login until the answer is right, as a wrong password is (above).
    if (!body.ipVerification)
      return challenge(deps, member, ip, settings, failure, undefined, twoFactor);
    const method = await answerIsRight(deps, member, ip, body.ipVerification);
    // A password sign-in's failure names both secrets; an SMS sign-in had no password to miss.
    const invalid = phone ? 'CODE_INVALID' : 'LOGIN_CODE_INVALID';
    if (!method) return challenge(deps, member, ip, settings, failure, invalid, twoFactor);
    // Proven twice (credentials and the answer): the tries counted on the way go.
    await forgetFailures(db, merchant.code, account, ip);
    secondFactorDone = method === 'GOOGLE';
    // Proven: the two-factor step that may follow must not meet the IP challenge again.
    await rememberIp(deps, member, ip);
  }
  await refundTry(db, attempt.id);
  // Two-factor sign-in: after the password, the authenticator's code or a recovery code, its
  // guesses throttled like every other secret (`useSecondFactor`).
  if (twoFactor && !secondFactorDone) {
    const value = await nextStep({ captchaRequired: false, twoFactorRequired: true });
    if (!body.totpCode)
      throw new ApiError(401, 'TOTP_REQUIRED', 'Enter the code of your authenticator app', {
        value,
      });
    const where = { merchantCode: merchant.code, ip };
    if (!(await useSecondFactor(db, member, where, body.totpCode, deps.now())))
      throw new ApiError(401, 'TOTP_INVALID', 'Authenticator code invalid', { value });
  }
  if (ticket) await usePendingSignIn(db, ticket, now);
  await rememberIp(deps, member, ip);
  // Behind a ticket the password was checked on the first step; typed again, it is checked again
  // before the forced-change rules read it.
  const typed = body.type === 'username' ? (body.password ?? '') : null;
  const password =
    typed !== null && (!ticket || (await checkPassword(member.password_hash, typed)))
      ? typed
      : null;
  return signIn(deps, member, settings, password, client);
}

/**
 * Whether this sign-in is the member's first, flagging it done in the same statement: of two
 * sign-ins at once exactly one changes the row (the other waits for its lock, then finds it
 * done), so exactly one is "first", and the flag is the member row's, whatever restarts.
 */
async function markFirstLogin(db: AccountDeps['db'], memberId: Member['id']): Promise<boolean> {
  const first = await db
    .updateTable('member')
    .set({ first_login_done: true })
    .where('id', '=', memberId)
    .where('first_login_done', '=', false)
    .returning('id')
    .executeTakeFirst();
  return first !== undefined;
}

/**
 * Opens a session (with where it was opened from, also logged in the login history) and says
 * what the site must do next. `password` is the one just typed, checked
 * against the merchant's default; null for SMS logins, which never force a change (spec §4).
 */
export async function signIn(
  deps: AccountDeps,
  member: Member,
  settings: AccountSettings,
  password: string | null,
  client: SignInClient = { ip: null, userAgent: null, deviceId: null },
): Promise<LoginResult> {
  const now = deps.now();
  const from = sourceOf(client);
  // Every way in (password, SMS, registration) ends here: a blocked player gets no session,
  // and the desk's history shows the refusal.
  await deps.signInGuard?.(deps.db, Number(member.id), now).catch(async (error: unknown) => {
    if (error instanceof ApiError && error.statusCode === 403)
      await recordSignIn(deps.db, member.id, now, from, 'blocked');
    throw error;
  });
  const token = await openSession(deps.db, member.id, settings, now, from);
  await recordSignIn(deps.db, member.id, now, from, 'success');
  const expiryMs = settings.password_expiry_days * 86_400_000;
  return {
    token,
    firstTimeLogin: await markFirstLogin(deps.db, member.id),
    passwordExpired:
      password !== null &&
      expiryMs > 0 &&
      now.getTime() - member.password_changed_at.getTime() > expiryMs,
    defaultPassword:
      password !== null && (await checkPassword(settings.default_password_hash, password)),
    memberType: member.type as MemberType,
  };
}
