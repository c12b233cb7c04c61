/** Numeric member types (spec §6): 0 member, 1/2/41/42 agents, 4 trial. */
export const MEMBER_TYPES = {
  member: 0,
  agent1: 1,
  agent2: 2,
  agent41: 41,
  agent42: 42,
  trial: 4,
} as const;
export type MemberType = (typeof MEMBER_TYPES)[keyof typeof MEMBER_TYPES];

/** Which site a login is for: the member site refuses agents' sub-accounts, the agent site non-agents. */
export type LoginSite = 'member' | 'agent';

/** How a visitor proves an unfamiliar IP is theirs (merchant setting). */
export type IpVerificationMethod = 'SMS' | 'EMAIL' | 'BANK_NAME';

/** `POST /wps/session/login` (encrypted). */
export interface LoginRequest {
  type: 'username' | 'sms';
  site: LoginSite;
  /** Username (type username). */
  username?: string;
  password?: string;
  /** Mobile login (type sms). */
  countryDialingCode?: string;
  mobileNum?: string;
  /** The SMS code (type sms), at most 255 characters (spec §5). */
  verificationCode?: string;
  /** Captcha answer and the key it was issued under, when the platform asked for one. */
  captcha?: string;
  captchaKey?: string;
  /** Answer to an unfamiliar-IP challenge from a previous reply. */
  ipVerification?: { challengeId: string; answer: string };
}

/** A successful login, registration, free play or password reset by mobile. */
export interface LoginResult {
  token: string;
  firstTimeLogin: boolean;
  /** The password is older than the merchant's expiry (when expiry is enabled). */
  passwordExpired: boolean;
  /** The password is the merchant's default downline password: change it now. */
  defaultPassword: boolean;
  memberType: MemberType;
}

/**
 * `value` of a failed login's envelope (code LOGIN_FAILED, CAPTCHA_REQUIRED, CAPTCHA_INVALID or
 * IP_VERIFICATION_REQUIRED): whether a captcha must accompany the next try, and an IP challenge.
 */
export interface LoginFailure {
  captchaRequired: boolean;
  ipVerification?: { challengeId: string; method: IpVerificationMethod; maskedTarget: string };
}

/** `POST /wps/session/login/freeplay`. */
export interface FreePlayRequest {
  os: string;
  platform: 'W';
}

/** `GET /wps/captcha`: an image to read, and the key to send back with the answer. */
export interface Captcha {
  captchaKey: string;
  /** `data:image/svg+xml;base64,...` */
  image: string;
}

/** Request a verification code by SMS (login, register, forgot password). */
export interface SmsCodeRequest {
  countryDialingCode: string;
  mobileNo: string;
  captcha?: string;
  captchaKey?: string;
}

/** Reply to an SMS code request: the code is valid this long (spec §4 countdown). */
export interface SmsCodeSent {
  expiredMinutes: number;
}
