// Runtime constants of the operator's player desk (issue 29); no schema is built here.

export const PLAYER_OPS_PATHS = {
  /** GET `?merchant&q&by&limit&cursor`: members by username, mobile, e-mail, id or IP. */
  search: '/ops/players',
  /** GET: profile, identity, wallets, tags, status, protection, place in the agent tree. */
  profile: '/ops/players/:id',
  /** GET `?cursor&limit`: the member's wallet ledger, newest first. */
  ledger: '/ops/players/:id/ledger',
  /** GET: the member's sessions, live first; DELETE: ends every live session. */
  sessions: '/ops/players/:id/sessions',
  /** DELETE: ends one session. */
  session: '/ops/players/:id/sessions/:sessionId',
  /** GET `?cursor&limit`: every sign-in try (successful or not), newest first. */
  signIns: '/ops/players/:id/sign-ins',
  /** GET `?cursor&limit`: notes, newest first; POST `{ text }`: adds one (append-only). */
  notes: '/ops/players/:id/notes',
  /** PUT: adds the tag; DELETE: removes it. */
  tag: '/ops/players/:id/tags/:tag',
  /** POST `{ reason }`: blocks sign-in and ends every session. */
  block: '/ops/players/:id/block',
  /** POST `{ reason }`: lifts the block. */
  unblock: '/ops/players/:id/unblock',
  /** POST: sends the member a password-reset code (SMS) or link (e-mail) through the outbox. */
  passwordReset: '/ops/players/:id/password-reset',
  /** PUT `{ daily?, weekly?, monthly? }`: tightens deposit limits (never loosens). */
  depositLimits: '/ops/players/:id/protection/deposit-limits',
  /** PUT `{ daily?, weekly?, monthly? }`: tightens loss limits (never loosens). */
  lossLimits: '/ops/players/:id/protection/loss-limits',
  /** POST `{ days }`: a time-out that must end later than any block in force. */
  timeOut: '/ops/players/:id/protection/time-out',
} as const;

/** What a search looks in; without `by` the platform guesses from `q` (see PlayerSearchQuery). */
export const PLAYER_SEARCH_KINDS = ['username', 'mobile', 'email', 'id', 'ip'] as const;
export type PlayerSearchKind = (typeof PLAYER_SEARCH_KINDS)[number];

/** The tags staff may put on a member. */
export const PLAYER_TAGS = ['vip', 'risk', 'bonus-abuser'] as const;

/** A member's sign-in state: blocked by staff or locked by its upline, or active. */
export const PLAYER_STATUSES = ['active', 'blocked'] as const;
export type PlayerStatus = (typeof PLAYER_STATUSES)[number];

/** Who blocked a member: staff (the player desk) or its upline (the agent centre's lock). */
export const PLAYER_BLOCKERS = ['operator', 'upline'] as const;
export type PlayerBlocker = (typeof PLAYER_BLOCKERS)[number];

/**
 * How a sign-in try of an existing member ended: signed in, wrong password, refused because the
 * member is blocked (staff, upline or a self-exclusion), or refused by the failed-login throttle.
 */
export const SIGN_IN_OUTCOMES = ['success', 'wrong_password', 'blocked', 'throttled'] as const;
export type SignInOutcome = (typeof SIGN_IN_OUTCOMES)[number];

/** Page sizes of the desk's lists, by default and at most. */
export const PLAYER_PAGE_DEFAULT = 50;
export const PLAYER_PAGE_MAX = 200;

/** Longest note, block reason and search text. */
export const PLAYER_NOTE_MAX = 2000;
export const PLAYER_REASON_MAX = 500;
export const PLAYER_QUERY_MAX = 100;
