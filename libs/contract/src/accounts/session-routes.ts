import { PATHS } from '../core/paths';
import { route, type NoRequest } from '../core/route';
import type {
  ChangePasswordRequest,
  ForgotByEmailRequest,
  PasswordResetResult,
  ResetByEmailRequest,
  ResetByMobileRequest,
} from './passwords';
import type { LanguageUpdate, LoginInfo, MemberIcon, MemberInfo } from './member';
import type { Captcha, FreePlayRequest, LoginRequest, LoginResult } from './session';
import type { AffiliateCheck, AffiliateQuery, RegisterRequest } from './registration';
import type { SmsCodeRequest, SmsCodeSent, UnlockCodeRequest } from './verification';

/** Session calls (spec §7 "Session and member"): the route table's entries. */
export const SESSION_ROUTES = {
  /** Signs in by username or SMS code (sealed). */
  login: route<{ body: LoginRequest }, LoginResult>('POST', PATHS.login, 'none'),
  /** An anonymous trial account (sealed when a payload key is set). */
  freePlay: route<{ body: FreePlayRequest }, LoginResult>('POST', PATHS.freePlay, 'none'),
  /** Ends the session. */
  logout: route('DELETE', PATHS.logout, 'member'),
  /** A fresh captcha image and its key. */
  captcha: route<NoRequest, Captcha>('GET', PATHS.captcha, 'none'),
  /** After LOGIN_LOCKED: a code for the next login's `unlockCode`. */
  unlockCode: route<{ body: UnlockCodeRequest }, SmsCodeSent>(
    'POST',
    PATHS.loginUnlockCode,
    'none',
  ),
};

/** Verification-code calls (spec §7), no session needed. */
export const VERIFICATION_ROUTES = {
  /** Code for SMS login and for forgot-password by mobile. */
  smsForLogin: route<{ body: SmsCodeRequest }, SmsCodeSent>('POST', PATHS.smsNoLogin, 'none'),
  /** Code for registration by mobile. */
  smsForRegister: route<{ body: SmsCodeRequest }, SmsCodeSent>('POST', PATHS.smsRegister, 'none'),
};

/** Member calls (spec §7): registration, profile, language, password. */
export const MEMBER_ROUTES = {
  /** Registers by username (sealed) and signs the new player in. */
  register: route<{ body: RegisterRequest }, LoginResult>('PUT', PATHS.register, 'none'),
  /** The same by mobile number; the client's `register(…, 'mobile')` picks this entry. */
  registerMobile: route<{ body: RegisterRequest }, LoginResult>(
    'PUT',
    PATHS.registerMobile,
    'none',
  ),
  /** The signed-in player's profile. */
  info: route<NoRequest, MemberInfo>('GET', PATHS.memberInfo, 'member'),
  icon: route<NoRequest, MemberIcon>('GET', PATHS.memberIcon, 'member'),
  /** Everything the header needs after sign-in. */
  loginInfo: route<NoRequest, LoginInfo>('GET', PATHS.loginInfo, 'member'),
  /** The first-login action (spec §4). */
  firstLogin: route('POST', PATHS.firstLogin, 'member'),
  setLanguage: route<{ body: LanguageUpdate }>('PUT', PATHS.memberLanguage, 'member'),
  /** Changes the password (sealed). */
  changePassword: route<{ body: ChangePasswordRequest }>('POST', PATHS.changePassword, 'member'),
  /** Sends a reset link by e-mail (form-urlencoded, as the spec lists it). */
  forgotByEmail: route<{ body: ForgotByEmailRequest }>('POST', PATHS.forgotByEmail, 'none'),
  /** A new password with an SMS code (sealed). */
  resetByMobile: route<{ body: ResetByMobileRequest }, PasswordResetResult>(
    'POST',
    PATHS.resetByMobile,
    'none',
  ),
  /** A new password with the e-mailed link's token (sealed). */
  resetByEmail: route<{ body: ResetByEmailRequest }, PasswordResetResult>(
    'POST',
    PATHS.resetByEmail,
    'none',
  ),
};

/** The agent link's check before registering (`agent.affiliate`). */
export const AFFILIATE_ROUTES = {
  /** Whether an affiliate code is valid on this domain. */
  affiliate: route<{ query: AffiliateQuery }, AffiliateCheck>('GET', PATHS.affiliate, 'none'),
};
