import {
  SECURITY_PATHS,
  type ActiveSessionList,
  type ContactBindRequest,
  type ContactCodeRequest,
  type LoginHistoryPage,
  type LoginHistoryQuery,
  type ProfileUpdate,
  type RecoveryCodes,
  type SecurityProfile,
  type SetPasswordRequest,
  type SignedOutOthers,
  type SmsCodeSent,
  type TotpDisableRequest,
  type TotpSetup,
} from '@tessera/contract';
import { params } from './game-calls';
import type { Call } from './transport';

/**
 * The security centre (issue 13 B), all token calls about the signed-in member: sessions and
 * login history, profile, binding a mobile or e-mail, two-factor sign-in.
 */
export function securityCalls(call: Call) {
  const post = <T>(path: string, json?: object) =>
    call<T>(path, { method: 'post', token: true, ...(json ? { json } : {}) });
  return {
    /** Live sessions, the current one marked. */
    sessions: () => call<ActiveSessionList>(SECURITY_PATHS.sessions, { token: true }),
    /** Ends one of the member's sessions (NOT_FOUND for any other id). */
    endSession: (id: number) =>
      call<null>(SECURITY_PATHS.session.replace(':id', String(id)), {
        method: 'delete',
        token: true,
        empty: true,
      }).then(() => {}),
    /** Ends every session but this one. */
    signOutOthers: () => post<SignedOutOthers>(SECURITY_PATHS.signOutOthers),
    /** Sign-ins of the last 30 days, newest first. */
    loginHistory: (query: LoginHistoryQuery = {}) =>
      call<LoginHistoryPage>(SECURITY_PATHS.loginHistory, {
        token: true,
        searchParams: params(query),
      }),
    profile: () => call<SecurityProfile>(SECURITY_PATHS.profile, { token: true }),
    /** Saves profile fields ("" clears one); INVALID_FIELD names the refused field. */
    updateProfile: (update: ProfileUpdate) =>
      call<SecurityProfile>(SECURITY_PATHS.profile, { method: 'put', json: update, token: true }),
    /** Sends a code to the mobile number or e-mail address to bind. */
    contactCode: (req: ContactCodeRequest) => post<SmsCodeSent>(SECURITY_PATHS.contactCode, req),
    /** Binds it with the code; answers the updated profile. */
    bindContact: (req: ContactBindRequest) => post<SecurityProfile>(SECURITY_PATHS.contact, req),
    /** A new authenticator secret and its otpauth:// URI (not on until `enableTotp`). */
    setUpTotp: () => post<TotpSetup>(SECURITY_PATHS.totpSetup),
    /** Turns two-factor on with a current code; the recovery codes come back once. */
    enableTotp: (code: string) => post<RecoveryCodes>(SECURITY_PATHS.totpEnable, { code }),
    /** Turns two-factor off: the login password (sealed) and a code or recovery code. */
    disableTotp: (req: TotpDisableRequest) =>
      call<null>(SECURITY_PATHS.totpDisable, {
        method: 'post',
        sealed: req,
        token: true,
        empty: true,
      }).then(() => {}),
    /** Sends a code to the member's own mobile, to set a first password with. */
    passwordCode: () => post<SmsCodeSent>(SECURITY_PATHS.passwordCode),
    /** Sets a first password (sealed) with that code; answers the updated profile. */
    setPassword: (req: SetPasswordRequest) =>
      call<SecurityProfile>(SECURITY_PATHS.password, { method: 'post', sealed: req, token: true }),
  };
}

/** The security centre's calls, as the client offers them. */
export type SecurityCalls = ReturnType<typeof securityCalls>;
