// Runtime constants of the security centre's calls (issue 13 B); no schema is built here.

/** The member's own security calls (token): sessions, login history, profile, contacts, 2FA. */
export const SECURITY_PATHS = {
  /** GET: the member's live sessions, the caller's own marked `current`. */
  sessions: '/wps/member/security/sessions',
  /** DELETE `/:id`: ends one of the member's sessions (404 for any other id). */
  session: '/wps/member/security/sessions/:id',
  /** POST: ends every live session of the member but the caller's. */
  signOutOthers: '/wps/member/security/sessions/others/signOut',
  /** GET `?cursor&limit`: successful sign-ins of the last 30 days, newest first. */
  loginHistory: '/wps/member/security/login-history',
  /** GET / PUT: profile fields (spec §3) and the state of each security setting. */
  profile: '/wps/member/security/profile',
  /** POST: sends a code to a mobile number or e-mail address the member wants to bind. */
  contactCode: '/wps/member/security/contact/code',
  /** POST: binds that number or address with the code (verified from then on). */
  contact: '/wps/member/security/contact',
  /** POST: starts two-factor set-up: a new secret (not on until confirmed with a code). */
  totpSetup: '/wps/member/security/totp/setup',
  /** POST: turns two-factor on with a current code; answers ten recovery codes, once. */
  totpEnable: '/wps/member/security/totp/enable',
  /** POST: turns two-factor off with the login password and a code (or a recovery code). */
  totpDisable: '/wps/member/security/totp/disable',
  /** POST: sends a code to the member's own mobile, to set a first password with. */
  passwordCode: '/wps/member/security/password/code',
  /**
   * POST: the first password of an account without one (made by mobile or social sign-in);
   * with a mobile on the account, the code sent to it too.
   */
  password: '/wps/member/security/password',
} as const;

/** How many single-use recovery codes two-factor set-up hands out. */
export const RECOVERY_CODE_COUNT = 10;

/** Login history reaches back this many days. */
export const LOGIN_HISTORY_DAYS = 30;
