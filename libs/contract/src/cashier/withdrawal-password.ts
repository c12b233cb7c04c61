import Type, { type Static } from 'typebox';
import { text } from '../accounts/text';

// The withdrawal password: a second secret, asked for on every withdrawal. Its length and
// characters follow the merchant's login-password rule (checked by the platform).

/** `POST` withdrawal password (token): sets it the first time. */
export const SetWithdrawalPasswordRequest = Type.Object({ password: text(128) });
export type SetWithdrawalPasswordRequest = Static<typeof SetWithdrawalPasswordRequest>;

/** `PUT` withdrawal password (token): changes it; the old one must match. */
export const ChangeWithdrawalPasswordRequest = Type.Object({
  oldPassword: text(128),
  newPassword: text(128),
});
export type ChangeWithdrawalPasswordRequest = Static<typeof ChangeWithdrawalPasswordRequest>;
