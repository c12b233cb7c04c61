import Type, { type Static } from 'typebox';
import { StringEnum } from '../core/schema-types';
import { IP_VERIFICATION_METHODS, LOGIN_SITES, MEMBER_TYPES } from './constants';
import { text } from './text';

export type MemberType = (typeof MEMBER_TYPES)[keyof typeof MEMBER_TYPES];
export type LoginSite = (typeof LOGIN_SITES)[number];
export type IpVerificationMethod = (typeof IP_VERIFICATION_METHODS)[number];

/** A member type on the wire: an integer, one of MEMBER_TYPES. */
export const MemberTypeSchema = Type.Unsafe<MemberType>({
  type: 'integer',
  enum: Object.values(MEMBER_TYPES),
});

/** `POST /wps/session/login` (encrypted). */
export const LoginRequest = Type.Object({
  type: Type.Enum(['username', 'sms']),
  site: Type.Enum(LOGIN_SITES),
  /** Username (type username). */
  username: Type.Optional(text(64)),
  password: Type.Optional(text(128)),
  /** Mobile login (type sms). */
  countryDialingCode: Type.Optional(text(8)),
  mobileNum: Type.Optional(text(20)),
  /** The SMS code (type sms), at most 255 characters (spec §5). */
  verificationCode: Type.Optional(text(255)),
  /** Captcha answer and the key it was issued under, when the platform asked for one. */
  captcha: Type.Optional(text(16)),
  captchaKey: Type.Optional(text(64)),
  /** A code from `loginUnlockCode`: lets this try past LOGIN_LOCKED, and past the captcha. */
  unlockCode: Type.Optional(text(255)),
  /** Answer to an unfamiliar-IP challenge from a previous reply. */
  ipVerification: Type.Optional(Type.Object({ challengeId: text(64), answer: text(255) })),
  /**
   * With two-factor sign-in on: the authenticator app's current code, or one of the recovery
   * codes, after a reply TOTP_REQUIRED.
   */
  totpCode: Type.Optional(text(32)),
  /**
   * The `signInTicket` of the previous reply: a sign-in proven by a single-use code (SMS login,
   * unlock code) comes back with it for its next step instead of the spent code.
   */
  signInTicket: Type.Optional(text(64)),
});
export type LoginRequest = Static<typeof LoginRequest>;

/** A successful login, registration, free play or password reset by mobile. */
export const LoginResult = Type.Object({
  token: Type.String(),
  firstTimeLogin: Type.Boolean(),
  /** The password is older than the merchant's expiry (when expiry is enabled). */
  passwordExpired: Type.Boolean(),
  /** The password is the merchant's default downline password: change it now. */
  defaultPassword: Type.Boolean(),
  memberType: MemberTypeSchema,
});
export type LoginResult = Static<typeof LoginResult>;

/**
 * `value` of a failed login's envelope (code LOGIN_FAILED, CAPTCHA_REQUIRED, CAPTCHA_INVALID,
 * LOGIN_LOCKED or IP_VERIFICATION_REQUIRED): whether a captcha must accompany the next try, an
 * IP challenge, and for LOGIN_LOCKED the seconds to wait and that the owner may unlock by code.
 */
export const LoginFailure = Type.Object({
  captchaRequired: Type.Boolean(),
  /** TOTP_REQUIRED / TOTP_INVALID: send the authenticator code (`totpCode`) with the next try. */
  twoFactorRequired: Type.Optional(Type.Boolean()),
  unlockAvailable: Type.Optional(Type.Boolean()),
  /**
   * With IP_VERIFICATION_REQUIRED, a wrong IP answer's reply, TOTP_REQUIRED or
   * TOTP_INVALID after an SMS code or an unlock code: send it back as `signInTicket` with the
   * answer (single use, bound to this IP, five minutes).
   */
  signInTicket: Type.Optional(Type.String()),
  retryAfter: Type.Optional(Type.Integer()),
  ipVerification: Type.Optional(
    Type.Object({
      challengeId: Type.String(),
      method: StringEnum(IP_VERIFICATION_METHODS),
      maskedTarget: Type.String(),
    }),
  ),
});
export type LoginFailure = Static<typeof LoginFailure>;

/** `POST /wps/session/login/freeplay`. */
export const FreePlayRequest = Type.Object({ os: text(32), platform: Type.Literal('W') });
export type FreePlayRequest = Static<typeof FreePlayRequest>;

/** `GET /wps/captcha`: an image to read (`data:image/svg+xml;base64,...`) and its key. */
export const Captcha = Type.Object({ captchaKey: Type.String(), image: Type.String() });
export type Captcha = Static<typeof Captcha>;
