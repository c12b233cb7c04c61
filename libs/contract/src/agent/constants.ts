// Runtime constants of the agent centre's calls; no schema is built here (the site imports these).

/**
 * The agent centre's calls (spec §2 agent pages, §6 agent role), all for a signed-in agent
 * (types 1, 2, 41, 42; others get 403 NOT_AGENT) and all limited to the caller's own team: a
 * member, round or entry outside it answers 404 TEAM_MEMBER_NOT_FOUND, as if it did not exist.
 */
export const AGENT_PATHS = {
  /** GET (token) `?from&to`: the team's figures over the days, and per day for the charts. */
  teamOverview: '/wps/agent/team/overview',
  /** POST (token): registers a downline under the caller (registerCenter). */
  registerDownline: '/wps/agent/team/register',
  /** GET (token) `?account&level&status&cursor&limit`: the team's members. */
  teamMembers: '/wps/agent/team/members',
  /** POST (token) `{ locked }`: locks (sign-in refused, sessions ended) or unlocks a downline. */
  lockMember: '/wps/agent/team/members/:memberId/lock',
  /** POST (token): sets a downline's password back to the merchant's default (forced change). */
  resetMemberPassword: '/wps/agent/team/members/:memberId/reset-password',
  /** POST (token) `{ requestId, amount, withdrawalPassword }`: money to a downline. */
  transferToMember: '/wps/agent/team/members/:memberId/transfer',
  /** GET (token) `?from&to&account&gameType&cursor&limit`: the team's game rounds. */
  teamBets: '/wps/agent/team/bets',
  /** GET (token) `?from&to&account&under&sort&cursor&limit`: profit and loss per downline and its team. */
  userLoss: '/wps/agent/team/loss',
  /** GET (token) `?from&to&account&kind&cursor&limit`: ledger entries of team members. */
  teamLedger: '/wps/agent/team/ledger',
  /** GET (token) `?from&to`: the caller's own credits by kind and day (my income). */
  income: '/wps/agent/income',
  /** GET (token): announcements for agents. */
  announcements: '/wps/agent/announcements',
} as const;

/** Which members a team list shows: direct downlines (level 1) or the whole team. */
export const TEAM_LEVELS = ['direct', 'all'] as const;
export type TeamLevel = (typeof TEAM_LEVELS)[number];

/** A team member's sign-in status: locked by an upline, or not. */
export const MEMBER_STATUSES = ['active', 'locked'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** How the user-loss report is ordered: biggest loss first (the default), or by account. */
export const LOSS_SORTS = ['loss', 'account'] as const;
export type LossSort = (typeof LOSS_SORTS)[number];

/**
 * Ledger kinds that count as the agent's income (my income): money from the team and from the
 * upline, and promotions. Settlement kinds (dividends, salaries) join this list as they exist.
 */
export const INCOME_KINDS = ['UPLINE_IN', 'DOWNLINE_IN', 'BONUS', 'REBATE'] as const;
export type IncomeKind = (typeof INCOME_KINDS)[number];

/** Rows per team list page unless the caller asks for another size. */
export const DEFAULT_TEAM_PAGE = 20;
export const MAX_TEAM_PAGE = 100;
