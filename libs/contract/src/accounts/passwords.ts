import Type, { type Static } from 'typebox';
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

/** `POST /wps/member/password/verification` (encrypted): new password by SMS code; signs in. */
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
