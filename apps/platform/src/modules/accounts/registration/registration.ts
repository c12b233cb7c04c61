import { randomBytes } from 'node:crypto';
import type { LoginResult, RegisterRequest } from '@tessera/contract';
import { normalizePayeeName, validateRegistration, type RegisterKind } from '@tessera/domain';
import type { Merchant } from '../../merchants';
import { ApiError } from '../../../core/http/api-error';
import { accountSettings } from '../account-settings';
import { consumeCode } from '../verification/codes';
import type { AccountDeps } from '../context';
import { rememberIp } from '../session/ip-verification';
import { signIn } from '../session/login';
import type { SignInClient } from '../session/login-history';
import { createMember, findByAccount, findByMobile } from '../member/members';
import { hashPassword } from '../password/passwords';
import { markPasswordless } from '../password/password-state';
import { parsePhone, type Phone } from '../verification/phone';
import { byCode, registerSettings } from './register-form';

const PROFILE_FIELDS = [
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
] as const;

/**
 * Registers with the same rule engine the site uses, then checks codes and duplicates, creates
 * the member with its wallet and signs them in.
 */
export async function register(
  deps: AccountDeps,
  merchant: Merchant,
  body: RegisterRequest,
  kind: RegisterKind,
  client: SignInClient & { ip: string },
): Promise<LoginResult> {
  const { db } = deps;
  const { ip } = client;
  const form = await registerSettings(deps, merchant.code);
  if (!form.flags[kind === 'mobile' ? 'MOBILENUMREG3' : 'USERNAMEREG3'])
    throw new ApiError(403, 'FEATURE_DISABLED', 'This registration type is not enabled');
  const issues = Object.entries(validateRegistration(body, form, kind));
  const first = issues[0];
  if (first)
    throw new ApiError(400, 'INVALID_FIELD', `Invalid ${first[0]}`, {
      value: { field: first[0], issue: first[1] },
    });

  const phone: Phone | null = body.mobileNum
    ? parsePhone(form.countries, body.countryDialingCode, body.mobileNum)
    : null;
  const agent = body.affiliateCode?.trim()
    ? await byCode(deps, merchant.code, 'affiliate_code', body.affiliateCode)
    : null;
  const referrer = body.referralCode?.trim()
    ? await byCode(deps, merchant.code, 'referral_code', body.referralCode)
    : null;
  const account =
    kind === 'mobile' && phone
      ? `${phone.dialingCode}${phone.number}`
      : (body.username ?? '').trim().toLowerCase();

  if (await findByAccount(db, merchant.code, account))
    throw taken(kind === 'mobile' ? 'MOBILE_TAKEN' : 'USERNAME_TAKEN');
  if (phone && (await findByMobile(db, merchant.code, phone.dialingCode, phone.number)))
    throw taken('MOBILE_TAKEN');
  if (phone && kind === 'mobile' && form.flags.REGMOBVERF3)
    await consumeCode(
      db,
      { merchantCode: merchant.code, ip },
      'REGISTER',
      phone.e164,
      body.verificationCode ?? '',
      deps.now(),
    );

  const settings = await accountSettings(db, merchant.code);
  // A mobile account without a password (MOBILENUMPASSREG3 off) signs in by SMS code only.
  const password = body.password ?? null;
  const profile = Object.fromEntries(
    PROFILE_FIELDS.filter((f) => body[f]?.trim()).map((f) => [f, body[f]?.trim() ?? '']),
  );
  if (body.paymentPassword) profile.paymentPasswordHash = await hashPassword(body.paymentPassword);
  try {
    const member = await createMember(
      db,
      {
        merchant_code: merchant.code,
        account,
        nickname: null,
        type: 0,
        parent_id: agent?.id ?? null,
        referrer_id: referrer?.id ?? null,
        dialing_code: phone?.dialingCode ?? null,
        mobile_num: phone?.number ?? null,
        email: body.email?.trim() || null,
        payee_name: normalizePayeeName(body.payeeName ?? '') || null,
        profile: JSON.stringify(profile),
        password_hash: await hashPassword(password ?? randomBytes(24).toString('base64url')),
      },
      merchant.currency,
      null,
    );
    if (password === null) await markPasswordless(db, member);
    await rememberIp(deps, member, ip);
    return await signIn(deps, member, settings, password, client);
  } catch (error) {
    // Two registrations racing for one name: the unique constraint decides.
    const constraint =
      (error as { constraint?: string }).constraint ?? String((error as Error).message);
    if (constraint.includes('member_mobile_unique')) throw taken('MOBILE_TAKEN');
    if (constraint.includes('member_account_unique'))
      throw taken(kind === 'mobile' ? 'MOBILE_TAKEN' : 'USERNAME_TAKEN');
    throw error;
  }
}

function taken(code: 'USERNAME_TAKEN' | 'MOBILE_TAKEN'): ApiError {
  return new ApiError(
    409,
    code,
    code === 'MOBILE_TAKEN' ? 'This mobile number is already registered' : 'This username is taken',
  );
}
