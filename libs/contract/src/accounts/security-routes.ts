import { route, type NoRequest } from '../core/route';
import type {
  ActiveSessionList,
  ContactBindRequest,
  ContactCodeRequest,
  LoginHistoryPage,
  LoginHistoryQuery,
  ProfileUpdate,
  RecoveryCodes,
  SecurityProfile,
  SetPasswordRequest,
  SignedOutOthers,
  TotpDisableRequest,
  TotpEnableRequest,
  TotpSetup,
} from './security';
import { SECURITY_PATHS } from './security-constants';
import type { SmsCodeSent } from './verification';

/** The security centre's calls (issue 13 B): the route table's entries, all on the member's own account. */
export const SECURITY_ROUTES = {
  /** Live sessions, the current one marked. */
  sessions: route<NoRequest, ActiveSessionList>('GET', SECURITY_PATHS.sessions, 'member'),
  /** Ends one of the member's sessions (NOT_FOUND for any other id). */
  endSession: route<{ params: { id: number } }>('DELETE', SECURITY_PATHS.session, 'member'),
  /** Ends every session but this one. */
  signOutOthers: route<NoRequest, SignedOutOthers>('POST', SECURITY_PATHS.signOutOthers, 'member'),
  /** Sign-ins of the last 30 days, newest first. */
  loginHistory: route<{ query: LoginHistoryQuery }, LoginHistoryPage>(
    'GET',
    SECURITY_PATHS.loginHistory,
    'member',
  ),
  profile: route<NoRequest, SecurityProfile>('GET', SECURITY_PATHS.profile, 'member'),
  /** Saves profile fields ("" clears one); INVALID_FIELD names the refused field. */
  updateProfile: route<{ body: ProfileUpdate }, SecurityProfile>(
    'PUT',
    SECURITY_PATHS.profile,
    'member',
  ),
  /** Sends a code to the mobile number or e-mail address to bind. */
  contactCode: route<{ body: ContactCodeRequest }, SmsCodeSent>(
    'POST',
    SECURITY_PATHS.contactCode,
    'member',
  ),
  /** Binds it with the code; answers the updated profile. */
  bindContact: route<{ body: ContactBindRequest }, SecurityProfile>(
    'POST',
    SECURITY_PATHS.contact,
    'member',
  ),
  /** A new authenticator secret and its otpauth:// URI (not on until `enableTotp`). */
  setUpTotp: route<NoRequest, TotpSetup>('POST', SECURITY_PATHS.totpSetup, 'member'),
  /** Turns two-factor on with a current code; the recovery codes come back once. */
  enableTotp: route<{ body: TotpEnableRequest }, RecoveryCodes>(
    'POST',
    SECURITY_PATHS.totpEnable,
    'member',
  ),
  /** Turns two-factor off: the login password (sealed) and a code or recovery code. */
  disableTotp: route<{ body: TotpDisableRequest }>('POST', SECURITY_PATHS.totpDisable, 'member'),
  /** Sends a code to the member's own mobile, to set a first password with. */
  passwordCode: route<NoRequest, SmsCodeSent>('POST', SECURITY_PATHS.passwordCode, 'member'),
  /** Sets a first password (sealed) with that code; answers the updated profile. */
  setPassword: route<{ body: SetPasswordRequest }, SecurityProfile>(
    'POST',
    SECURITY_PATHS.password,
    'member',
  ),
};
