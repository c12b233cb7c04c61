import { route, type NoRequest } from '../core/route';
import { AGENT_PATHS } from './constants';
import { CONTRACT_PATHS, SALARY_PROCESS_PATHS, type ContractKind } from './contract-paths';
import type {
  AgentContract,
  ContractHistory,
  ContractList,
  ContractOffer,
  ContractProcessRequest,
} from './contracts';
import type { SettlementPage, SettlementQuery } from './salary';
import type {
  AgentAnnouncements,
  DownlineTransferRequest,
  DownlineTransferResult,
  IncomeReport,
  LockMemberRequest,
  PasswordResetDone,
  RegisterDownlineRequest,
  RegisteredDownline,
  TeamBetsPage,
  TeamBetsQuery,
  TeamLedgerPage,
  TeamLedgerQuery,
  TeamMember,
  TeamMembersPage,
  TeamMembersQuery,
  TeamOverview,
  TeamRangeQuery,
  UserLossPage,
  UserLossQuery,
} from './team';

function processRoute(kind: ContractKind) {
  return route<{ body: ContractProcessRequest }, AgentContract>(
    'POST',
    SALARY_PROCESS_PATHS[kind],
    'member',
  );
}

type OnMember<Body = undefined> = Body extends undefined
  ? { params: { memberId: number } }
  : { params: { memberId: number }; body: Body };

/** The agent centre's team calls: the route table's entries (no schema; the SDK reads these). */
export const TEAM_ROUTES = {
  /** The team's head counts and figures over the days, and per day. */
  overview: route<{ query: TeamRangeQuery }, TeamOverview>(
    'GET',
    AGENT_PATHS.teamOverview,
    'member',
  ),
  /** Registers a downline under the caller. */
  register: route<{ body: RegisterDownlineRequest }, RegisteredDownline>(
    'POST',
    AGENT_PATHS.registerDownline,
    'member',
  ),
  /** The team's members, newest first. */
  members: route<{ query: TeamMembersQuery }, TeamMembersPage>(
    'GET',
    AGENT_PATHS.teamMembers,
    'member',
  ),
  /** Locks or unlocks a team member. */
  lock: route<OnMember<LockMemberRequest>, TeamMember>('POST', AGENT_PATHS.lockMember, 'member'),
  /** Sets a team member's password back to the merchant's default. */
  resetPassword: route<OnMember, PasswordResetDone>(
    'POST',
    AGENT_PATHS.resetMemberPassword,
    'member',
  ),
  /** Sends money to a team member. */
  transfer: route<OnMember<DownlineTransferRequest>, DownlineTransferResult>(
    'POST',
    AGENT_PATHS.transferToMember,
    'member',
  ),
  /** The team's game rounds with totals. */
  bets: route<{ query: TeamBetsQuery }, TeamBetsPage>('GET', AGENT_PATHS.teamBets, 'member'),
  /** Profit and loss per team member. */
  loss: route<{ query: UserLossQuery }, UserLossPage>('GET', AGENT_PATHS.userLoss, 'member'),
  /** Ledger entries of team members. */
  ledger: route<{ query: TeamLedgerQuery }, TeamLedgerPage>(
    'GET',
    AGENT_PATHS.teamLedger,
    'member',
  ),
  /** The agent's own income by day and kind. */
  income: route<{ query: TeamRangeQuery }, IncomeReport>('GET', AGENT_PATHS.income, 'member'),
  /** Announcements for agents. */
  announcements: route<{ query: { language?: string } }, AgentAnnouncements>(
    'GET',
    AGENT_PATHS.announcements,
    'member',
  ),
};

/**
 * The agent's contract calls. Processing a contract (accept, reject, terminate) is one client
 * call over four relay paths, one per kind, so it stays outside the table.
 */
export const CONTRACT_ROUTES = {
  /** Contracts the caller holds and gave, and the kinds the merchant has on. */
  list: route<NoRequest, ContractList>('GET', CONTRACT_PATHS.list, 'member'),
  /** Offers a contract to a direct downline agent. */
  offer: route<{ body: ContractOffer }, AgentContract>('POST', CONTRACT_PATHS.offer, 'member'),
  /** A contract with every state change. */
  history: route<{ params: { id: number } }, ContractHistory>(
    'GET',
    CONTRACT_PATHS.history,
    'member',
  ),
  /** Settlements of one kind, the caller's own or its downlines', with totals. */
  settlements: route<{ query: SettlementQuery }, SettlementPage>(
    'GET',
    CONTRACT_PATHS.settlements,
    'member',
  ),
  // The §7 processing relay has one path per contract kind (accept, reject, request or confirm
  // termination); the client's one `process(kind, …)` call picks the entry by kind.
  processDividend: processRoute('DIVIDEND'),
  processDailySalary: processRoute('DAILY_SALARY'),
  processHourSalary: processRoute('HOUR_SALARY'),
  processRealtimeSalary: processRoute('REALTIME_SALARY'),
};

/** The processing entry of each contract kind. */
export const PROCESS_ROUTE_OF = {
  DIVIDEND: 'processDividend',
  DAILY_SALARY: 'processDailySalary',
  HOUR_SALARY: 'processHourSalary',
  REALTIME_SALARY: 'processRealtimeSalary',
} as const satisfies Record<ContractKind, keyof typeof CONTRACT_ROUTES>;
