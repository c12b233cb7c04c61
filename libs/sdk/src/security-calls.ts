import {
  SECURITY_ROUTES,
  type ContactBindRequest,
  type ContactCodeRequest,
  type LoginHistoryQuery,
  type ProfileUpdate,
  type SetPasswordRequest,
  type TotpDisableRequest,
} from '@tessera/contract';
import { callRoute } from './route-call';
import type { Call } from './transport';

/**
 * The security centre (issue 13 B), all token calls about the signed-in member: sessions and
 * login history, profile, binding a mobile or e-mail, two-factor sign-in.
 */
export function securityCalls(call: Call) {
  return {
    /** Live sessions, the current one marked. */
    sessions: () => callRoute(call, SECURITY_ROUTES.sessions),
    /** Ends one of the member's sessions (NOT_FOUND for any other id). */
    endSession: (id: number) =>
      callRoute(call, SECURITY_ROUTES.endSession, { params: { id } }, { empty: true }).then(
        () => {},
      ),
    /** Ends every session but this one. */
    signOutOthers: () => callRoute(call, SECURITY_ROUTES.signOutOthers),
    /** Sign-ins of the last 30 days, newest first. */
    loginHistory: (query: LoginHistoryQuery = {}) =>
      callRoute(call, SECURITY_ROUTES.loginHistory, { query }),
    profile: () => callRoute(call, SECURITY_ROUTES.profile),
    /** Saves profile fields ("" clears one); INVALID_FIELD names the refused field. */
    updateProfile: (update: ProfileUpdate) =>
      callRoute(call, SECURITY_ROUTES.updateProfile, { body: update }),
    /** Sends a code to the mobile number or e-mail address to bind. */
    contactCode: (req: ContactCodeRequest) =>
      callRoute(call, SECURITY_ROUTES.contactCode, { body: req }),
    /** Binds it with the code; answers the updated profile. */
    bindContact: (req: ContactBindRequest) =>
      callRoute(call, SECURITY_ROUTES.bindContact, { body: req }),
    /** A new authenticator secret and its otpauth:// URI (not on until `enableTotp`). */
    setUpTotp: () => callRoute(call, SECURITY_ROUTES.setUpTotp),
    /** Turns two-factor on with a current code; the recovery codes come back once. */
    enableTotp: (code: string) => callRoute(call, SECURITY_ROUTES.enableTotp, { body: { code } }),
    /** Turns two-factor off: the login password (sealed) and a code or recovery code. */
    disableTotp: (req: TotpDisableRequest) =>
      callRoute(
        call,
        SECURITY_ROUTES.disableTotp,
        { body: req },
        { sealed: true, empty: true },
      ).then(() => {}),
    /** Sends a code to the member's own mobile, to set a first password with. */
    passwordCode: () => callRoute(call, SECURITY_ROUTES.passwordCode),
    /** Sets a first password (sealed) with that code; answers the updated profile. */
    setPassword: (req: SetPasswordRequest) =>
      callRoute(call, SECURITY_ROUTES.setPassword, { body: req }, { sealed: true }),
  };
}

/** The security centre's calls, as the client offers them. */
export type SecurityCalls = ReturnType<typeof securityCalls>;
