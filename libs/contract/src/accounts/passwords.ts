import Type, { type Static } from 'typebox';
import { LoginResult } from './session';
import { text } from './text';

/** `POST /wps/member/password` (token, encrypted). */
export const ChangePasswordRequest = Type.Object({
  oldPassword: text(128),
  newPassword: text(128),
  confirmNewPassword: text(128),
});
export type ChangePasswordRequest = Static<typeof ChangePasswordRequest>;

/** `POST /wps/member/password/email` (form-urlencoded): sends a reset link by e-mail. */
export const ForgotByEmailRequest = Type.Object({ username: text(64), email: text(254) });
export type ForgotByEmailRequest = Static<typeof ForgotByEmailRequest>;

/** `POST /wps/member/password/verification` (encrypted): new password by SMS code. */
export const ResetByMobileRequest = Type.Object({
  countryDialingCode: text(8),
  mobileNum: text(20),
  verificationCode: text(255),
  newPassword: text(128),
});
export type ResetByMobileRequest = Static<typeof ResetByMobileRequest>;

/** `POST /wps/member/password/reset` (encrypted): the e-mailed link's token and a new password. */
export const ResetByEmailRequest = Type.Object({ token: text(64), newPassword: text(128) });
export type ResetByEmailRequest = Static<typeof ResetByEmailRequest>;

/**
 * The reply of both resets: the password is set either way. The reset's code or link signs the
 * player in (a `LoginResult`) only where a login proven by it would need nothing more; where the
 * login would ask a further step (two-factor on, or an unfamiliar IP checked by another way) the
 * player logs in with the new password and passes that step there.
 */
export const PasswordResetResult = Type.Union([
  LoginResult,
  Type.Object({
    signInRequired: Type.Literal(true),
    /** The login will ask for the authenticator's code. */
    twoFactorRequired: Type.Boolean(),
  }),
]);
export type PasswordResetResult = Static<typeof PasswordResetResult>;
