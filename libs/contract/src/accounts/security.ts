import Type, { type Static } from 'typebox';
import { CursorPage } from '../core/cursor-page';
import { Nullable, StringEnum } from '../core/schema-types';
import { PROFILE_FIELDS, type ProfileField } from './security-fields';
import { text } from './text';

/** One live session of the member (`GET sessions`). */
export const ActiveSession = Type.Object({
  id: Type.Integer(),
  createdAt: Type.String(),
  lastSeenAt: Type.String(),
  ip: Nullable(Type.String()),
  /** "Chrome on Windows"; null when the sign-in sent no User-Agent. */
  device: Nullable(Type.String()),
  /** The session this call was made with. */
  current: Type.Boolean(),
});
export type ActiveSession = Static<typeof ActiveSession>;

export const ActiveSessionList = Type.Object({ items: Type.Array(ActiveSession) });
export type ActiveSessionList = Static<typeof ActiveSessionList>;

/** `DELETE sessions/:id`. */
export const SessionIdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2 ** 53 }) });
export type SessionIdParams = Static<typeof SessionIdParams>;

/** Reply of "sign out other devices": how many sessions ended. */
export const SignedOutOthers = Type.Object({ ended: Type.Integer() });
export type SignedOutOthers = Static<typeof SignedOutOthers>;

/** `GET login-history`: a page of the last 30 days. */
export const LoginHistoryQuery = Type.Object({
  /** The previous page's `nextCursor`. */
  cursor: Type.Optional(Type.String({ maxLength: 64, pattern: '^[0-9]+$' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});
export type LoginHistoryQuery = Static<typeof LoginHistoryQuery>;

export const LoginHistoryEntry = Type.Object({
  at: Type.String(),
  ip: Nullable(Type.String()),
  device: Nullable(Type.String()),
});
export type LoginHistoryEntry = Static<typeof LoginHistoryEntry>;

export const LoginHistoryPage = CursorPage('items', LoginHistoryEntry);
export type LoginHistoryPage = Static<typeof LoginHistoryPage>;

const profileShape = Object.fromEntries(
  PROFILE_FIELDS.map((field) => [field, Type.Optional(text(field === 'address' ? 200 : 64))]),
) as Record<ProfileField, ReturnType<typeof Type.Optional<ReturnType<typeof text>>>>;

/**
 * `PUT profile`: the §3 fields; a field left out stays, an empty string clears it. The platform
 * checks each (a real past birthday of an adult, `YYYY-MM-DD`; no control characters) and
 * answers 400 INVALID_FIELD with `{ field }` in the value. Every field is optional, so an unknown
 * one is refused (`propertyNames`) rather than dropped: a body of nothing but strangers is an
 * error, not a silent no-op.
 */
export const ProfileUpdate = Type.Object(profileShape, {
  additionalProperties: false,
  propertyNames: { enum: [...PROFILE_FIELDS] },
});
export type ProfileUpdate = Partial<Record<ProfileField, string>>;

/** `value` of INVALID_FIELD from a profile update: which field was refused. */
export const InvalidProfileField = Type.Object({ field: Type.String() });
export type InvalidProfileField = Static<typeof InvalidProfileField>;

/** `GET profile`: the §3 fields and what the member has set up. */
export const SecurityProfile = Type.Object({
  account: Type.String(),
  profile: Type.Record(Type.String(), Type.String()),
  payeeName: Nullable(Type.String()),
  /** Masked, e.g. `+880 17****5678`. */
  mobile: Nullable(Type.String()),
  mobileVerified: Type.Boolean(),
  /** Masked, e.g. `pl***@example.com`. */
  email: Nullable(Type.String()),
  emailVerified: Type.Boolean(),
  withdrawalPasswordSet: Type.Boolean(),
  twoFactorEnabled: Type.Boolean(),
  /** False for an account made by mobile or social sign-in that has not set a password. */
  passwordSet: Type.Boolean(),
  recoveryCodesLeft: Type.Integer(),
});
export type SecurityProfile = Static<typeof SecurityProfile>;

/** Where a bind code goes: a mobile number (SMS) or an e-mail address. */
export const CONTACT_CHANNELS = ['SMS', 'EMAIL'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

/** `POST contact/code`: the number or address to bind. */
export const ContactCodeRequest = Type.Object({
  channel: StringEnum(CONTACT_CHANNELS),
  countryDialingCode: Type.Optional(text(8)),
  mobileNo: Type.Optional(text(20)),
  email: Type.Optional(text(120)),
});
export type ContactCodeRequest = Static<typeof ContactCodeRequest>;

/** `POST contact`: the same target and the code sent to it. */
export const ContactBindRequest = Type.Object({
  channel: StringEnum(CONTACT_CHANNELS),
  countryDialingCode: Type.Optional(text(8)),
  mobileNo: Type.Optional(text(20)),
  email: Type.Optional(text(120)),
  code: text(16),
});
export type ContactBindRequest = Static<typeof ContactBindRequest>;

/** `POST totp/setup`: the secret (base32) to type in, and the `otpauth://` URI for a QR code. */
export const TotpSetup = Type.Object({ secret: Type.String(), uri: Type.String() });
export type TotpSetup = Static<typeof TotpSetup>;

/** `POST totp/enable`: a current code from the app, proving it holds the secret. */
export const TotpEnableRequest = Type.Object({ code: text(16) });
export type TotpEnableRequest = Static<typeof TotpEnableRequest>;

/** Ten single-use recovery codes, shown once (only their hashes are kept). */
export const RecoveryCodes = Type.Object({ recoveryCodes: Type.Array(Type.String()) });
export type RecoveryCodes = Static<typeof RecoveryCodes>;

/** `POST totp/disable`: the login password and a current code or a recovery code. */
export const TotpDisableRequest = Type.Object({ password: text(128), code: text(32) });
export type TotpDisableRequest = Static<typeof TotpDisableRequest>;

/**
 * `POST password` (encrypted): a first password; `code` is the one `password/code` sent to the
 * account's mobile, required when the account has a mobile number.
 */
export const SetPasswordRequest = Type.Object({
  newPassword: text(128),
  confirmNewPassword: text(128),
  code: Type.Optional(text(16)),
});
export type SetPasswordRequest = Static<typeof SetPasswordRequest>;
