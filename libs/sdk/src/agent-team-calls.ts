import {
  AGENT_PATHS,
  type AgentAnnouncements,
  type DownlineTransferRequest,
  type DownlineTransferResult,
  type IncomeReport,
  type PasswordResetDone,
  type RegisterDownlineRequest,
  type RegisteredDownline,
  type TeamBetsPage,
  type TeamBetsQuery,
  type TeamLedgerPage,
  type TeamLedgerQuery,
  type TeamMember,
  type TeamMembersPage,
  type TeamMembersQuery,
  type TeamOverview,
  type TeamRangeQuery,
  type UserLossPage,
  type UserLossQuery,
} from '@tessera/contract';
import { params } from './game-calls';
import type { Call } from './transport';

/** A member call's path with its id in place. */
const memberPath = (path: string, memberId: number) => path.replace(':memberId', String(memberId));

/**
 * The agent centre's team calls (signed-in agents, their own team only): figures, the team list
 * and its actions, the team's rounds, losses and ledger, the agent's income and announcements.
 * Days are calendar days in the merchant's zone; lists take the previous page's `nextCursor`.
 */
export function agentTeamCalls(call: Call) {
  const get =
    <Q extends Record<string, string | number | undefined>, T>(path: string) =>
    (query: Q = {} as Q) =>
      call<T>(path, { token: true, searchParams: params(query) });
  const post = <T>(path: string, json: object) =>
    call<T>(path, { method: 'post', json, token: true });
  return {
    /** The team's head counts and figures over the days, and per day. */
    overview: get<TeamRangeQuery, TeamOverview>(AGENT_PATHS.teamOverview),
    /** Registers a downline (no password: the merchant's default, changed at first sign-in). */
    register: (request: RegisterDownlineRequest) =>
      post<RegisteredDownline>(AGENT_PATHS.registerDownline, request),
    /** The team's members, newest first. */
    members: get<TeamMembersQuery, TeamMembersPage>(AGENT_PATHS.teamMembers),
    /** Locks or unlocks a team member. */
    lock: (memberId: number, locked: boolean) =>
      post<TeamMember>(memberPath(AGENT_PATHS.lockMember, memberId), { locked }),
    /** Sets a team member's password back to the merchant's default. */
    resetPassword: (memberId: number) =>
      post<PasswordResetDone>(memberPath(AGENT_PATHS.resetMemberPassword, memberId), {}),
    /** Sends money to a team member (withdrawal password; retry with the same requestId). */
    transfer: (memberId: number, request: DownlineTransferRequest) =>
      post<DownlineTransferResult>(memberPath(AGENT_PATHS.transferToMember, memberId), request),
    /** The team's game rounds with totals. */
    bets: get<TeamBetsQuery, TeamBetsPage>(AGENT_PATHS.teamBets),
    /** Profit and loss per team member, biggest loss first. */
    loss: get<UserLossQuery, UserLossPage>(AGENT_PATHS.userLoss),
    /** Ledger entries of team members (account details). */
    ledger: get<TeamLedgerQuery, TeamLedgerPage>(AGENT_PATHS.teamLedger),
    /** The agent's own income by day and kind. */
    income: get<TeamRangeQuery, IncomeReport>(AGENT_PATHS.income),
    /** Announcements for agents, in `language`. */
    announcements: (language?: string) =>
      call<AgentAnnouncements>(AGENT_PATHS.announcements, {
        token: true,
        searchParams: params({ language }),
      }),
  };
}
