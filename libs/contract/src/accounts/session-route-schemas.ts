import Type from 'typebox';
import type { ErrorCode } from '../core/error-codes';
import { bindSchemas } from '../core/route-schemas';
import {
  ChangePasswordRequest,
  ForgotByEmailRequest,
  PasswordResetResult,
  ResetByEmailRequest,
  ResetByMobileRequest,
} from './passwords';
import { LanguageUpdate, LoginInfo, MemberIcon, MemberInfo } from './member';
import { Captcha, FreePlayRequest, LoginRequest, LoginResult } from './session';
import { AffiliateCheck, AffiliateQuery, RegisterRequest } from './registration';
import {
  AFFILIATE_ROUTES,
  MEMBER_ROUTES,
  SESSION_ROUTES,
  VERIFICATION_ROUTES,
} from './session-routes';
import { SmsCodeRequest, SmsCodeSent, UnlockCodeRequest } from './verification';

const PHONE = ['PHONE_INVALID', 'PHONE_MISSING'] as const;
const CODE = ['CODE_INVALID', 'CODE_EXPIRED', 'TOO_MANY_TRIES'] as const;
const SIGN_IN = [
  'LOGIN_FAILED',
  'LOGIN_LOCKED',
  'ACCOUNT_LOCKED',
  'NOT_MEMBER',
  'NOT_AGENT',
  'TOTP_REQUIRED',
  'TOTP_INVALID',
  'IP_VERIFICATION_REQUIRED',
  'SIGN_IN_EXPIRED',
] as const;

/** Session calls with their schemas (platform and tests only). */
export const SESSION_CALLS = bindSchemas(SESSION_ROUTES, {
  login: {
    body: LoginRequest,
    reply: LoginResult,
    errors: [
      ...SIGN_IN,
      ...PHONE,
      ...CODE,
      'CAPTCHA_REQUIRED',
      'CAPTCHA_INVALID',
      'PAYLOAD_INVALID',
      'RATE_LIMITED',
    ],
  },
  freePlay: {
    body: FreePlayRequest,
    reply: LoginResult,
    errors: ['FEATURE_DISABLED', 'PAYLOAD_INVALID', 'RATE_LIMITED'],
  },
  logout: { reply: Type.Null() },
  captcha: { reply: Captcha, errors: ['RATE_LIMITED'] },
  unlockCode: { body: UnlockCodeRequest, reply: SmsCodeSent, errors: ['RATE_LIMITED'] },
});

/** Verification-code calls with their schemas. */
export const VERIFICATION_CALLS = bindSchemas(VERIFICATION_ROUTES, {
  smsForLogin: {
    body: SmsCodeRequest,
    reply: SmsCodeSent,
    errors: [...PHONE, 'RATE_LIMITED', 'SMS_TOO_MANY'],
  },
  smsForRegister: {
    body: SmsCodeRequest,
    reply: SmsCodeSent,
    errors: [...PHONE, 'MOBILE_TAKEN', 'RATE_LIMITED', 'SMS_TOO_MANY'],
  },
});

/** Either registration path: the form's rules, taken names, the per-IP limit. */
const REGISTER = {
  body: RegisterRequest,
  reply: LoginResult,
  errors: [
    'INVALID_FIELD',
    'USERNAME_TAKEN',
    'MOBILE_TAKEN',
    'INVITATION_CODE_INVALID',
    'FEATURE_DISABLED',
    'RATE_LIMITED',
    'PAYLOAD_INVALID',
  ] satisfies ErrorCode[],
};

/** Member calls with their schemas. */
export const MEMBER_CALLS = bindSchemas(MEMBER_ROUTES, {
  register: REGISTER,
  registerMobile: REGISTER,
  info: { reply: MemberInfo },
  icon: { reply: MemberIcon },
  loginInfo: { reply: LoginInfo },
  firstLogin: { reply: Type.Null() },
  setLanguage: { body: LanguageUpdate, reply: Type.Null(), errors: ['BAD_REQUEST'] },
  changePassword: {
    body: ChangePasswordRequest,
    reply: Type.Null(),
    errors: ['OLD_PASSWORD_WRONG', 'PASSWORD_MISMATCH', 'INVALID_FIELD', 'PAYLOAD_INVALID'],
  },
  forgotByEmail: { body: ForgotByEmailRequest, reply: Type.Null(), errors: ['RATE_LIMITED'] },
  resetByMobile: {
    body: ResetByMobileRequest,
    reply: PasswordResetResult,
    errors: [...PHONE, ...CODE, 'PASSWORD_MISMATCH', 'INVALID_FIELD', 'PAYLOAD_INVALID'],
  },
  resetByEmail: {
    body: ResetByEmailRequest,
    reply: PasswordResetResult,
    errors: [...CODE, 'PASSWORD_MISMATCH', 'INVALID_FIELD', 'PAYLOAD_INVALID'],
  },
});

/** The affiliate check with its schemas. */
export const AFFILIATE_CALLS = bindSchemas(AFFILIATE_ROUTES, {
  affiliate: { querystring: AffiliateQuery, reply: AffiliateCheck },
});
