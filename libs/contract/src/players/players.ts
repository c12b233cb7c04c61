import Type, { type Static } from 'typebox';
import { AuditActor } from '../audit/audit';
import { DepositLimits } from '../cashier/deposit-limits';
import { CursorPage } from '../core/cursor-page';
import { Nullable, StringEnum } from '../core/schema-types';
import { LossLimits, ProtectionBlock } from '../protection/protection';
import { TIME_OUT_DAYS } from '../protection/constants';
import {
  PLAYER_BLOCKERS,
  PLAYER_NOTE_MAX,
  PLAYER_PAGE_DEFAULT,
  PLAYER_PAGE_MAX,
  PLAYER_QUERY_MAX,
  PLAYER_REASON_MAX,
  PLAYER_SEARCH_KINDS,
  PLAYER_STATUSES,
  PLAYER_TAGS,
  SIGN_IN_OUTCOMES,
} from './constants';

// The operator's player desk (issue 29): search, profile, ledger, sessions, sign-ins, notes,
// tags, block, password reset and protection. Money is integer minor units.

const Id = Type.String({ pattern: '^[1-9][0-9]{0,14}$' });

/** `:id` of every player call. */
export const PlayerParams = Type.Object({ id: Id });
export type PlayerParams = Static<typeof PlayerParams>;

/** `:id/sessions/:sessionId`. */
export const PlayerSessionParams = Type.Object({ id: Id, sessionId: Id });
export type PlayerSessionParams = Static<typeof PlayerSessionParams>;

export const PlayerTag = StringEnum(PLAYER_TAGS);
export type PlayerTag = Static<typeof PlayerTag>;

/** `:id/tags/:tag`. */
export const PlayerTagParams = Type.Object({ id: Id, tag: PlayerTag });
export type PlayerTagParams = Static<typeof PlayerTagParams>;

/** An opaque page cursor, as the previous page gave it. */
const PageCursor = Type.String({ pattern: '^[A-Za-z0-9_-]{1,400}$' });

const PageLimit = Type.Integer({
  minimum: 1,
  maximum: PLAYER_PAGE_MAX,
  default: PLAYER_PAGE_DEFAULT,
});

/** `?cursor&limit` of the desk's newest-first lists. */
export const PlayerPageQuery = Type.Object({
  cursor: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,14}$' })),
  limit: Type.Optional(PageLimit),
});
export type PlayerPageQuery = Static<typeof PlayerPageQuery>;

/**
 * `GET /ops/players`. `by` names what `q` is; without it: an `@` means e-mail, an IP address
 * means IP, digits (an optional leading `+`) mean mobile, anything else a username. Username and
 * e-mail match by prefix, case-insensitively; mobile by prefix of the national number's digits;
 * id exactly; IP exactly, against every sign-in the member made. `merchant` narrows to one brand.
 */
export const PlayerSearchQuery = Type.Object({
  merchant: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' })),
  q: Type.String({ minLength: 1, maxLength: PLAYER_QUERY_MAX }),
  by: Type.Optional(StringEnum(PLAYER_SEARCH_KINDS)),
  cursor: Type.Optional(PageCursor),
  limit: Type.Optional(PageLimit),
});
export type PlayerSearchQuery = Static<typeof PlayerSearchQuery>;

/** One member found: who, where, state, last sign-in, main wallet balance. */
export const PlayerRow = Type.Object({
  id: Type.String(),
  merchantCode: Type.String(),
  username: Type.String(),
  /** `+<dialing code><number>`, whole (staff see it unmasked); null without one. */
  mobile: Nullable(Type.String()),
  email: Nullable(Type.String()),
  status: StringEnum(PLAYER_STATUSES),
  createdAt: Type.String(),
  lastSignInAt: Nullable(Type.String()),
  lastSignInIp: Nullable(Type.String()),
  /** Available main-wallet balance (held money excluded), minor units; null without a wallet. */
  balance: Nullable(Type.Integer()),
  currency: Nullable(Type.String()),
});
export type PlayerRow = Static<typeof PlayerRow>;

export const PlayerSearchPage = CursorPage('items', PlayerRow, {
  /** What `q` was searched as. */
  by: StringEnum(PLAYER_SEARCH_KINDS),
});
export type PlayerSearchPage = Static<typeof PlayerSearchPage>;

/** Whether a member may sign in, and if not who stopped it, when and why. */
export const PlayerStanding = Type.Object({
  status: StringEnum(PLAYER_STATUSES),
  blockedAt: Nullable(Type.String()),
  blockedBy: Type.Union([StringEnum(PLAYER_BLOCKERS), Type.Null()]),
  reason: Nullable(Type.String()),
});
export type PlayerStanding = Static<typeof PlayerStanding>;

/** The member's account as staff see it. */
export const PlayerAccount = Type.Object({
  id: Type.String(),
  merchantCode: Type.String(),
  username: Type.String(),
  nickname: Nullable(Type.String()),
  /** Whether the account is an agent (it has a team) or a plain member. */
  agent: Type.Boolean(),
  mobile: Nullable(Type.String()),
  mobileVerified: Type.Boolean(),
  email: Nullable(Type.String()),
  emailVerified: Type.Boolean(),
  language: Nullable(Type.String()),
  createdAt: Type.String(),
  lastSignInAt: Nullable(Type.String()),
  lastSignInIp: Nullable(Type.String()),
});
export type PlayerAccount = Static<typeof PlayerAccount>;

/** The payee name withdrawals go to; `fixed`: only an operator may change it now. */
export const PlayerIdentity = Type.Object({
  payeeName: Nullable(Type.String()),
  fixed: Type.Boolean(),
});
export type PlayerIdentity = Static<typeof PlayerIdentity>;

/** The main wallet and each game wallet, minor units. */
export const PlayerWallets = Type.Object({
  currency: Type.String(),
  balance: Type.Integer(),
  held: Type.Integer(),
  /** balance − held: what the member may spend or withdraw. */
  available: Type.Integer(),
  gameWallets: Type.Array(Type.Object({ vendor: Type.String(), balance: Type.Integer() })),
});
export type PlayerWallets = Static<typeof PlayerWallets>;

/** The member's limits and the time-out or self-exclusion in force. */
export const PlayerProtection = Type.Object({
  depositLimits: DepositLimits,
  lossLimits: LossLimits,
  realityCheckMinutes: Nullable(Type.Integer()),
  block: Nullable(ProtectionBlock),
});
export type PlayerProtection = Static<typeof PlayerProtection>;

/** One upline of the member, from its parent (depth 1) up to the top of the tree. */
export const PlayerUpline = Type.Object({
  id: Type.String(),
  username: Type.String(),
  depth: Type.Integer({ minimum: 1 }),
});
export type PlayerUpline = Static<typeof PlayerUpline>;

/** GET /ops/players/:id. */
export const PlayerProfile = Type.Object({
  account: PlayerAccount,
  standing: PlayerStanding,
  identity: PlayerIdentity,
  wallets: Nullable(PlayerWallets),
  tags: Type.Array(PlayerTag),
  protection: PlayerProtection,
  /** Parent first, the top of the tree last; empty for a member with no upline. */
  uplines: Type.Array(PlayerUpline),
});
export type PlayerProfile = Static<typeof PlayerProfile>;

/** One ledger entry: a money movement and the balance after it. */
export const PlayerLedgerEntry = Type.Object({
  id: Type.String(),
  at: Type.String(),
  kind: Type.String(),
  amount: Type.Integer(),
  balanceAfter: Type.Integer(),
  wallet: Type.String(),
});
export type PlayerLedgerEntry = Static<typeof PlayerLedgerEntry>;

export const PlayerLedgerPage = CursorPage('items', PlayerLedgerEntry);
export type PlayerLedgerPage = Static<typeof PlayerLedgerPage>;

/** One session of the member. */
export const PlayerSession = Type.Object({
  id: Type.String(),
  createdAt: Type.String(),
  lastSeenAt: Type.String(),
  expiresAt: Type.String(),
  endedAt: Nullable(Type.String()),
  /** Neither ended nor past its absolute expiry. */
  live: Type.Boolean(),
  ip: Nullable(Type.String()),
  device: Nullable(Type.String()),
});
export type PlayerSession = Static<typeof PlayerSession>;

/** GET /ops/players/:id/sessions: the latest sessions, live first. */
export const PlayerSessions = Type.Object({ items: Type.Array(PlayerSession) });
export type PlayerSessions = Static<typeof PlayerSessions>;

/** What ending sessions did. */
export const SessionsEnded = Type.Object({ ended: Type.Integer({ minimum: 0 }) });
export type SessionsEnded = Static<typeof SessionsEnded>;

/**
 * One sign-in try of an existing member: when, from where, with what, and how it ended (tries
 * on unknown account names are not recorded).
 */
export const PlayerSignIn = Type.Object({
  id: Type.String(),
  at: Type.String(),
  ip: Nullable(Type.String()),
  /** A short description of the browser and system ("Chrome on Android"). */
  device: Nullable(Type.String()),
  /** The id the player site keeps in the browser (a UUID); null when none was sent. */
  deviceId: Nullable(Type.String()),
  outcome: StringEnum(SIGN_IN_OUTCOMES),
});
export type PlayerSignIn = Static<typeof PlayerSignIn>;

export const PlayerSignInPage = CursorPage('items', PlayerSignIn);
export type PlayerSignInPage = Static<typeof PlayerSignInPage>;

/** One note on a member: never changed, never deleted. */
export const PlayerNote = Type.Object({
  id: Type.String(),
  at: Type.String(),
  author: AuditActor,
  text: Type.String(),
});
export type PlayerNote = Static<typeof PlayerNote>;

export const PlayerNotePage = CursorPage('items', PlayerNote);
export type PlayerNotePage = Static<typeof PlayerNotePage>;

export const PlayerNoteRequest = Type.Object(
  { text: Type.String({ minLength: 1, maxLength: PLAYER_NOTE_MAX, pattern: '\\S' }) },
  { additionalProperties: false },
);
export type PlayerNoteRequest = Static<typeof PlayerNoteRequest>;

/** The member's tags after a change. */
export const PlayerTags = Type.Object({ tags: Type.Array(PlayerTag) });
export type PlayerTags = Static<typeof PlayerTags>;

/** Body of block and unblock. */
export const PlayerBlockRequest = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: PLAYER_REASON_MAX, pattern: '\\S' }) },
  { additionalProperties: false },
);
export type PlayerBlockRequest = Static<typeof PlayerBlockRequest>;

/** Where the reset went: a code by SMS (the site's "forgot by mobile"), or a link by e-mail. */
export const PasswordResetSent = Type.Object({
  channel: StringEnum(['SMS', 'EMAIL'] as const),
  to: Type.String(),
  /** How long the code or link stays valid. */
  minutes: Type.Integer(),
});
export type PasswordResetSent = Static<typeof PasswordResetSent>;

/** Body of the staff time-out. */
export const PlayerTimeOutRequest = Type.Object(
  { days: Type.Integer({ minimum: TIME_OUT_DAYS.min, maximum: TIME_OUT_DAYS.max }) },
  { additionalProperties: false },
);
export type PlayerTimeOutRequest = Static<typeof PlayerTimeOutRequest>;
