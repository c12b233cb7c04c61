import {
  TEAM_ROUTES,
  type DownlineTransferRequest,
  type RegisterDownlineRequest,
  type TeamBetsQuery,
  type TeamLedgerQuery,
  type TeamMembersQuery,
  type TeamRangeQuery,
  type UserLossQuery,
} from '@tessera/contract';
import { callRoute } from './route-call';
import type { Call } from './transport';

/**
 * The agent centre's team calls (signed-in agents, their own team only): figures, the team list
 * and its actions, the team's rounds, losses and ledger, the agent's income and announcements.
 * Days are calendar days in the merchant's zone; lists take the previous page's `nextCursor`.
 */
export function agentTeamCalls(call: Call) {
  return {
    /** The team's head counts and figures over the days, and per day. */
    overview: (query: TeamRangeQuery = {}) => callRoute(call, TEAM_ROUTES.overview, { query }),
    /** Registers a downline (no password: the merchant's default, changed at first sign-in). */
    register: (request: RegisterDownlineRequest) =>
      callRoute(call, TEAM_ROUTES.register, { body: request }),
    /** The team's members, newest first. */
    members: (query: TeamMembersQuery = {}) => callRoute(call, TEAM_ROUTES.members, { query }),
    /** Locks or unlocks a team member. */
    lock: (memberId: number, locked: boolean) =>
      callRoute(call, TEAM_ROUTES.lock, { params: { memberId }, body: { locked } }),
    /** Sets a team member's password back to the merchant's default. */
    resetPassword: (memberId: number) =>
      callRoute(call, TEAM_ROUTES.resetPassword, { params: { memberId } }),
    /** Sends money to a team member (withdrawal password; retry with the same requestId). */
    transfer: (memberId: number, request: DownlineTransferRequest) =>
      callRoute(call, TEAM_ROUTES.transfer, { params: { memberId }, body: request }),
    /** The team's game rounds with totals. */
    bets: (query: TeamBetsQuery = {}) => callRoute(call, TEAM_ROUTES.bets, { query }),
    /** Profit and loss per team member, biggest loss first. */
    loss: (query: UserLossQuery = {}) => callRoute(call, TEAM_ROUTES.loss, { query }),
    /** Ledger entries of team members (account details). */
    ledger: (query: TeamLedgerQuery = {}) => callRoute(call, TEAM_ROUTES.ledger, { query }),
    /** The agent's own income by day and kind. */
    income: (query: TeamRangeQuery = {}) => callRoute(call, TEAM_ROUTES.income, { query }),
    /** Announcements for agents, in `language`. */
    announcements: (language?: string) =>
      callRoute(call, TEAM_ROUTES.announcements, { query: { language } }),
  };
}
