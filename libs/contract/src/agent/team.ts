import Type, { type Static } from 'typebox';
import { CursorPage } from '../core/cursor-page';
import { Nullable, StringEnum } from '../core/schema-types';
import { LEDGER_KINDS, RecordCursor, RecordDay } from '../records';
import { RequestId } from '../wallet';
import { MAX_TRANSFER_AMOUNT } from '../wallet/constants';
import {
  DEFAULT_TEAM_PAGE,
  LOSS_SORTS,
  MAX_TEAM_PAGE,
  MEMBER_STATUSES,
  TEAM_LEVELS,
} from './constants';

// The agent centre's team calls. Days are calendar days `yyyy-MM-dd` in the merchant's time zone,
// both ends included (at most 92 days; today when left out); times `yyyy-MM-dd HH:mm:ss` in that
// zone; money integer minor units. "Profit and loss" is the members' result (payout − valid bet):
// negative when the team lost. Lists come in pages: `nextCursor` goes back as `cursor`.

/** A range of days. */
export const TeamRangeQuery = Type.Object({
  from: Type.Optional(RecordDay),
  to: Type.Optional(RecordDay),
});
export type TeamRangeQuery = Static<typeof TeamRangeQuery>;

const PageFields = {
  cursor: Type.Optional(RecordCursor),
  limit: Type.Optional(
    Type.Integer({ minimum: 1, maximum: MAX_TEAM_PAGE, default: DEFAULT_TEAM_PAGE }),
  ),
};

/** An account to filter by (a team member's exact account, any case). */
const AccountFilter = Type.Optional(Type.String({ minLength: 1, maxLength: 64 }));

/** Money figures of the team (or of one member) over some days. */
export const TeamFigures = Type.Object({
  /** Stake of settled rounds (cancelled rounds were refunded and do not count). */
  validBet: Type.Integer(),
  payout: Type.Integer(),
  /** payout − validBet: the members' result. */
  profitLoss: Type.Integer(),
  deposits: Type.Integer(),
  /** Withdrawals paid out. */
  withdrawals: Type.Integer(),
  bonus: Type.Integer(),
});
export type TeamFigures = Static<typeof TeamFigures>;

/** One day of the overview, for the charts. */
export const TeamDay = Type.Object({
  day: RecordDay,
  activeMembers: Type.Integer(),
  newMembers: Type.Integer(),
  validBet: Type.Integer(),
  profitLoss: Type.Integer(),
});
export type TeamDay = Static<typeof TeamDay>;

/** `GET /wps/agent/team/overview`. */
export const TeamOverview = Type.Object({
  from: RecordDay,
  to: RecordDay,
  /** Everyone under the agent now, at any level. */
  members: Type.Integer(),
  directMembers: Type.Integer(),
  /** Members with a bet in the range. */
  activeMembers: Type.Integer(),
  /** Members who joined in the range. */
  newMembers: Type.Integer(),
  ...TeamFigures.properties,
  /** Every day of the range, oldest first, days without figures included. */
  days: Type.Array(TeamDay),
});
export type TeamOverview = Static<typeof TeamOverview>;

/** `POST /wps/agent/team/register`: no password means the merchant's default one. */
export const RegisterDownlineRequest = Type.Object({
  account: Type.String({ minLength: 4, maxLength: 32, pattern: '^[A-Za-z][A-Za-z0-9_]*$' }),
  password: Type.Optional(Type.String({ minLength: 6, maxLength: 64 })),
});
export type RegisterDownlineRequest = Static<typeof RegisterDownlineRequest>;

/** The new downline; `defaultPassword`: it must change the password at first sign-in. */
export const RegisteredDownline = Type.Object({
  id: Type.Integer(),
  account: Type.String(),
  defaultPassword: Type.Boolean(),
});
export type RegisteredDownline = Static<typeof RegisteredDownline>;

/** `GET /wps/agent/team/members`. */
export const TeamMembersQuery = Type.Object({
  account: AccountFilter,
  level: Type.Optional(StringEnum(TEAM_LEVELS, { default: 'all' })),
  status: Type.Optional(StringEnum(MEMBER_STATUSES)),
  ...PageFields,
});
export type TeamMembersQuery = Static<typeof TeamMembersQuery>;

/** One member of the team, as its agent sees it. */
export const TeamMember = Type.Object({
  id: Type.Integer(),
  account: Type.String(),
  nickname: Nullable(Type.String()),
  /** 1 for a direct downline, 2 for theirs, … */
  level: Type.Integer(),
  /** The account of the member's direct upline. */
  upline: Type.String(),
  isAgent: Type.Boolean(),
  status: StringEnum(MEMBER_STATUSES),
  /** Main wallet balance. */
  balance: Type.Integer(),
  registered: Type.String(),
  lastLogin: Nullable(Type.String()),
});
export type TeamMember = Static<typeof TeamMember>;

/** A page of team members, newest first, with how many match in all. */
export const TeamMembersPage = CursorPage('list', TeamMember, {
  total: Type.Integer(),
});
export type TeamMembersPage = Static<typeof TeamMembersPage>;

/** The `:memberId` of the member calls. */
export const TeamMemberParams = Type.Object({
  memberId: Type.Integer({ minimum: 1 }),
});
export type TeamMemberParams = Static<typeof TeamMemberParams>;

/** `POST …/lock`. */
export const LockMemberRequest = Type.Object({ locked: Type.Boolean() });
export type LockMemberRequest = Static<typeof LockMemberRequest>;

/** `POST …/reset-password`: done; the member signs in with the default password and changes it. */
export const PasswordResetDone = Type.Object({ account: Type.String() });
export type PasswordResetDone = Static<typeof PasswordResetDone>;

/** `POST …/transfer`: money from the agent's main wallet to the downline's. */
export const DownlineTransferRequest = Type.Object({
  requestId: RequestId,
  amount: Type.Integer({ minimum: 1, maximum: MAX_TRANSFER_AMOUNT }),
  withdrawalPassword: Type.String({ maxLength: 128 }),
});
export type DownlineTransferRequest = Static<typeof DownlineTransferRequest>;

/** The transfer as booked; `balance` is the agent's available main balance after it. */
export const DownlineTransferResult = Type.Object({
  requestId: Type.String(),
  account: Type.String(),
  amount: Type.Integer(),
  balance: Type.Integer(),
});
export type DownlineTransferResult = Static<typeof DownlineTransferResult>;

/** `GET /wps/agent/team/bets`: `gameType` is a catalogue code. */
export const TeamBetsQuery = Type.Object({
  ...TeamRangeQuery.properties,
  account: AccountFilter,
  gameType: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_]{1,32}$' })),
  ...PageFields,
});
export type TeamBetsQuery = Static<typeof TeamBetsQuery>;

/** One round of a team member. */
export const TeamBet = Type.Object({
  roundRef: Type.String(),
  account: Type.String(),
  game: Type.String(),
  gameType: Type.String(),
  bet: Type.Integer(),
  /** The stake once settled; 0 while open or when cancelled. */
  validBet: Type.Integer(),
  payout: Type.Integer(),
  status: StringEnum(['open', 'settled', 'cancelled'] as const),
  time: Type.String(),
});
export type TeamBet = Static<typeof TeamBet>;

/** Bets, valid bets and payouts of the whole filtered range. */
export const TeamBetTotals = Type.Object({
  rounds: Type.Integer(),
  bet: Type.Integer(),
  validBet: Type.Integer(),
  payout: Type.Integer(),
  profitLoss: Type.Integer(),
});
export type TeamBetTotals = Static<typeof TeamBetTotals>;

export const TeamBetsPage = CursorPage('list', TeamBet, {
  totals: TeamBetTotals,
});
export type TeamBetsPage = Static<typeof TeamBetsPage>;

/**
 * `GET /wps/agent/team/loss`: the team one level at a time. Each row is a downline of `under`
 * (the caller when left out) with everyone under it: its team's result, so 100,000 members read
 * as a handful of rows and the agent drills into a downline's team. `account` shows that one
 * member's row (with its team) instead.
 */
export const UserLossQuery = Type.Object({
  ...TeamRangeQuery.properties,
  account: AccountFilter,
  /** A team member whose downlines to list (its account, any case). */
  under: AccountFilter,
  sort: Type.Optional(StringEnum(LOSS_SORTS, { default: 'loss' })),
  ...PageFields,
});
export type UserLossQuery = Static<typeof UserLossQuery>;

/** One downline's figures over the range: its own play and its whole team's. */
export const UserLossRow = Type.Object({
  account: Type.String(),
  /** Levels below the caller (1: a direct downline). */
  level: Type.Integer(),
  /** Members under this one (0: nobody to drill into). */
  teamSize: Type.Integer(),
  ...TeamFigures.properties,
});
export type UserLossRow = Static<typeof UserLossRow>;

/**
 * Downlines with figures in the range (biggest loss first) and the sums over all of them; when
 * drilled `under` a member, that member's own play (`own`) and the accounts from the caller's
 * direct downline down to it (`trail`), for the way back up.
 */
export const UserLossPage = CursorPage('list', UserLossRow, {
  totals: TeamFigures,
  trail: Type.Array(Type.String()),
  own: Nullable(UserLossRow),
});
export type UserLossPage = Static<typeof UserLossPage>;

/** `GET /wps/agent/team/ledger`. */
export const TeamLedgerQuery = Type.Object({
  ...TeamRangeQuery.properties,
  account: AccountFilter,
  kind: Type.Optional(StringEnum(LEDGER_KINDS)),
  ...PageFields,
});
export type TeamLedgerQuery = Static<typeof TeamLedgerQuery>;

/** One ledger entry of a team member. */
export const TeamLedgerEntry = Type.Object({
  id: Type.Integer(),
  account: Type.String(),
  kind: Type.String(),
  amount: Type.Integer(),
  balanceAfter: Type.Integer(),
  time: Type.String(),
});
export type TeamLedgerEntry = Static<typeof TeamLedgerEntry>;

export const TeamLedgerPage = CursorPage('list', TeamLedgerEntry, {
  /** Money in and out over the whole filtered range; `out` is positive. */
  totals: Type.Object({ in: Type.Integer(), out: Type.Integer() }),
});
export type TeamLedgerPage = Static<typeof TeamLedgerPage>;

/** One kind of income on one day. */
export const IncomeRow = Type.Object({
  day: RecordDay,
  kind: Type.String(),
  amount: Type.Integer(),
});
export type IncomeRow = Static<typeof IncomeRow>;

/** `GET /wps/agent/income`: per day (newest first) and kind, the sum per kind, and the total. */
export const IncomeReport = Type.Object({
  from: RecordDay,
  to: RecordDay,
  days: Type.Array(IncomeRow),
  kinds: Type.Array(Type.Object({ kind: Type.String(), amount: Type.Integer() })),
  total: Type.Integer(),
});
export type IncomeReport = Static<typeof IncomeReport>;

/** One announcement for agents. */
export const AgentAnnouncement = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  /** HTML, cleaned by the site before it is shown. */
  content: Type.String(),
  time: Type.String(),
});
export type AgentAnnouncement = Static<typeof AgentAnnouncement>;

export const AgentAnnouncements = Type.Object({ list: Type.Array(AgentAnnouncement) });
export type AgentAnnouncements = Static<typeof AgentAnnouncements>;

/** `GET /wps/agent/announcements`: texts in this language (else the merchant's default). */
export const AgentAnnouncementsQuery = Type.Object({
  language: Type.Optional(Type.String({ pattern: '^[a-z]{2}(-[A-Za-z]{2})?$' })),
});
export type AgentAnnouncementsQuery = Static<typeof AgentAnnouncementsQuery>;
