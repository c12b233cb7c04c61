// Runtime constants of staff accounts, roles, API keys and staff sessions (no schema is built here).

export const STAFF_OPS_PATHS = {
  /** POST `{ email, password }` (public): the first step of a staff sign-in. */
  session: '/ops/session',
  /** POST `{ code }` or `{ recoveryCode }` (public, with the pending cookie): the second step. */
  sessionCode: '/ops/session/code',
  /** GET: the signed-in caller's own sessions; DELETE `/:id` ends one. */
  sessions: '/ops/session/sessions',
  sessionById: '/ops/session/sessions/:id',
  /** PUT `{ current, next }`: the signed-in staff member's own password. */
  password: '/ops/session/password',
  /** GET: the signed-in member's passkeys; POST `{ name, credential }` adds one (after its options). */
  passkeys: '/ops/session/passkeys',
  /** POST: options (a fresh challenge) to create a passkey with. */
  passkeyOptions: '/ops/session/passkeys/options',
  /** DELETE: removes one of the member's own passkeys. */
  passkeyById: '/ops/session/passkeys/:id',
  /** POST (public): options (a fresh challenge) to sign in with a passkey. */
  passkeySignInOptions: '/ops/session/passkey/options',
  /** POST `{ credential }` (public): sign in with a passkey, in place of password and code. */
  passkeySignIn: '/ops/session/passkey',
  /** GET: the permission catalogue with each permission's line (any signed-in caller). */
  permissions: '/ops/permissions',
  staff: '/ops/staff',
  staffById: '/ops/staff/:id',
  /** POST: a new initial password and a fresh authenticator enrolment for the member. */
  staffReset: '/ops/staff/:id/reset',
  roles: '/ops/roles',
  roleById: '/ops/roles/:id',
  keys: '/ops/keys',
  keyById: '/ops/keys/:id',
} as const;

/** The staff session cookie (HttpOnly, Secure, SameSite=Strict, Path=/ops). */
export const STAFF_SESSION_COOKIE = 'tessera_staff';
/** Between the password and the code (HttpOnly, 5 minutes). */
export const STAFF_PENDING_COOKIE = 'tessera_staff_pending';
/** The header every cookie-authenticated call other than GET/HEAD must carry (the session's token). */
export const CSRF_HEADER = 'x-csrf-token';

/** A staff session ends after this long without a call, and this long after sign-in at most. */
export const STAFF_SESSION_IDLE_MINUTES = 30;
export const STAFF_SESSION_ABSOLUTE_HOURS = 12;
/** Between the password step and the code step. */
export const STAFF_PENDING_MINUTES = 5;
/** A passkey challenge is answered within this long, once. */
export const PASSKEY_CHALLENGE_MINUTES = 5;

/** Recovery codes issued at enrolment; each signs in once in place of an authenticator code. */
export const STAFF_RECOVERY_CODES = 10;
/** An API key secret starts with this, so a leaked one is recognisable (and scannable). */
export const API_KEY_PREFIX = 'tsk_';

export const STAFF_STATUSES = ['active', 'disabled'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

/** What the first step asks next: a code from the enrolled authenticator, or its enrolment. */
export const SIGN_IN_NEXT = ['code', 'enrol'] as const;
export type SignInNext = (typeof SIGN_IN_NEXT)[number];

/**
 * The built-in roles: each a list of permissions or whole areas (`withdrawals.*`), expanded
 * against the catalogue (`permissionsOfPatterns`), so a permission added to an area joins the
 * roles that hold the area. `*` is every permission. Their names are translated by key.
 */
export const BUILT_IN_ROLES = {
  owner: ['*'],
  admin: ['*', '!merchants.create', '!merchants.currency', '!roles.manage', '!keys.manage'],
  finance: [
    'withdrawals.*',
    'deposits.*',
    'balances.*',
    'cashier.*',
    'turnover.*',
    'members.read',
    'players.view',
    'documents.read',
  ],
  support: [
    'players.*',
    '!players.block',
    '!players.protection',
    'members.read',
    'feedback.*',
    'accounts.outbox',
    'messages.send',
  ],
  compliance: [
    'players.*',
    'documents.*',
    'members.*',
    'audit.read',
    'withdrawals.read',
    'deposits.read',
  ],
  content: [
    'blog.*',
    'messages.*',
    'promotions.*',
    'missions.*',
    'draws.configure',
    'points.configure',
    'vip.configure',
    'referral.*',
  ],
  'agent-manager': ['agent.*', 'players.view', 'members.read'],
  auditor: [
    'audit.read',
    'withdrawals.read',
    'deposits.read',
    'members.read',
    'players.view',
    'feedback.read',
    'vitals.read',
    'documents.read',
    'staff.read',
  ],
} as const satisfies Record<string, readonly string[]>;
export type BuiltInRole = keyof typeof BUILT_IN_ROLES;
export const BUILT_IN_ROLE_KEYS = Object.keys(BUILT_IN_ROLES) as BuiltInRole[];

/**
 * The permissions a list of patterns grants out of `catalogue`: `area.action`, `area.*`, `*`,
 * and `!pattern` to take back what an earlier pattern gave. Unknown names grant nothing.
 */
export function permissionsOfPatterns<P extends string>(
  patterns: readonly string[],
  catalogue: readonly P[],
): P[] {
  const matches = (pattern: string, permission: string) =>
    pattern === '*' ||
    pattern === permission ||
    (pattern.endsWith('.*') && permission.startsWith(pattern.slice(0, -1)));
  return catalogue.filter((permission) => {
    let granted = false;
    for (const pattern of patterns) {
      if (pattern.startsWith('!')) {
        if (matches(pattern.slice(1), permission)) granted = false;
      } else if (matches(pattern, permission)) granted = true;
    }
    return granted;
  });
}

export const STAFF_PAGE_DEFAULT = 50;
export const STAFF_PAGE_MAX = 200;
