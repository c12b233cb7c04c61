import type { MemberType } from './session';

/** `GET /wps/member/info` (token). */
export interface MemberInfo {
  id: number;
  account: string;
  nickname: string | null;
  type: MemberType;
  /** Account of the upline agent, if any. */
  parentAgent: string | null;
  currency: string;
  language: string;
  email: string | null;
  /** Masked, e.g. `+880 17****5678`. */
  mobile: string | null;
  payeeName: string | null;
  createdAt: string;
}

/** `GET /wps/member/info/icon` (token). */
export interface MemberIcon {
  iconUrl: string | null;
}

/** `GET /wps/v2/wallets/balance` (token): money in integer minor units. */
export interface WalletBalance {
  balance: number;
  currency: string;
  currencySymbol: string;
}

/** Login info loaded after sign-in (spec §4 "load login info"). */
export interface LoginInfo {
  member: MemberInfo;
  unreadMessage: number;
  availablePromoCount: number;
  referralEnabled: boolean;
}

/** `PUT /wps/member/language` (token): the player's chosen language. */
export interface LanguageUpdate {
  language: string;
}

/** `POST /wps/member/password` (token, encrypted). */
export interface ChangePasswordRequest {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** `POST /wps/member/password/email` (form-urlencoded): sends a reset link by e-mail. */
export interface ForgotByEmailRequest {
  username: string;
  email: string;
}

/** `POST /wps/member/password/verification` (encrypted): new password by SMS code; signs in. */
export interface ResetByMobileRequest {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  newPassword: string;
}

/** `POST /wps/member/password/reset` (encrypted): the e-mailed link's token and a new password. */
export interface ResetByEmailRequest {
  token: string;
  newPassword: string;
}
