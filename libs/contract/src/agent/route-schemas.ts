import type { ErrorCode } from '../core/error-codes';
import { bindSchemas } from '../core/route-schemas';
import {
  AgentContract,
  ContractHistory,
  ContractList,
  ContractOffer,
  ContractParams,
  ContractProcessRequest,
} from './contracts';
import { CONTRACT_ROUTES, TEAM_ROUTES } from './routes';
import { SettlementPage, SettlementQuery } from './salary';
import {
  AgentAnnouncements,
  AgentAnnouncementsQuery,
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
  TeamMemberParams,
  TeamMembersPage,
  TeamMembersQuery,
  TeamOverview,
  TeamRangeQuery,
  UserLossPage,
  UserLossQuery,
} from './team';

// Every agent call answers 403 NOT_AGENT to a member who is not one; a named member outside the
// caller's team is 404 TEAM_MEMBER_NOT_FOUND; a day range the caller gets wrong is 400.
const AGENT: ErrorCode[] = ['NOT_AGENT'];
const IN_TEAM: ErrorCode[] = [...AGENT, 'TEAM_MEMBER_NOT_FOUND'];
const RANGE: ErrorCode[] = [...AGENT, 'RECORD_RANGE_INVALID'];

/** A contract's processing (each kind's path answers alike). */
const PROCESS_ERRORS: ErrorCode[] = [
  ...AGENT,
  'CONTRACT_NOT_FOUND',
  'CONTRACT_STATE_CONFLICT',
  'CONTRACT_LOWER_RATE',
  'FORBIDDEN',
  'FEATURE_DISABLED',
];
const PROCESS = { body: ContractProcessRequest, reply: AgentContract, errors: PROCESS_ERRORS };

/** The agent centre's team calls with their schemas (platform and tests only). */
export const TEAM_CALLS = bindSchemas(TEAM_ROUTES, {
  overview: { querystring: TeamRangeQuery, reply: TeamOverview, errors: RANGE },
  register: {
    body: RegisterDownlineRequest,
    reply: RegisteredDownline,
    errors: [...AGENT, 'USERNAME_TAKEN'],
  },
  members: { querystring: TeamMembersQuery, reply: TeamMembersPage, errors: AGENT },
  lock: { params: TeamMemberParams, body: LockMemberRequest, reply: TeamMember, errors: IN_TEAM },
  resetPassword: { params: TeamMemberParams, reply: PasswordResetDone, errors: IN_TEAM },
  transfer: {
    params: TeamMemberParams,
    body: DownlineTransferRequest,
    reply: DownlineTransferResult,
    errors: [
      ...IN_TEAM,
      'TRANSFER_AMOUNT_INVALID',
      'WITHDRAWAL_PASSWORD_NOT_SET',
      'WITHDRAWAL_PASSWORD_WRONG',
      'INSUFFICIENT_BALANCE',
    ],
  },
  bets: { querystring: TeamBetsQuery, reply: TeamBetsPage, errors: RANGE },
  loss: {
    querystring: UserLossQuery,
    reply: UserLossPage,
    errors: [...RANGE, 'TEAM_MEMBER_NOT_FOUND'],
  },
  ledger: { querystring: TeamLedgerQuery, reply: TeamLedgerPage, errors: RANGE },
  income: { querystring: TeamRangeQuery, reply: IncomeReport, errors: RANGE },
  announcements: {
    querystring: AgentAnnouncementsQuery,
    reply: AgentAnnouncements,
    errors: AGENT,
  },
});

/** The agent's contract calls with their schemas. */
export const CONTRACT_CALLS = bindSchemas(CONTRACT_ROUTES, {
  list: { reply: ContractList, errors: AGENT },
  offer: {
    body: ContractOffer,
    reply: AgentContract,
    errors: [
      ...AGENT,
      'FEATURE_DISABLED',
      'CONTRACT_TIERS_INVALID',
      'ACCOUNT_NOT_FOUND',
      'CONTRACT_HOLDER_INVALID',
      'CONTRACT_RATE_ABOVE_UPLINE',
      'CONTRACT_EXISTS',
    ],
  },
  history: {
    params: ContractParams,
    reply: ContractHistory,
    errors: [...AGENT, 'CONTRACT_NOT_FOUND'],
  },
  settlements: {
    querystring: SettlementQuery,
    reply: SettlementPage,
    errors: [...AGENT, 'RECORD_RANGE_INVALID', 'ACCOUNT_NOT_FOUND'],
  },
  processDividend: PROCESS,
  processDailySalary: PROCESS,
  processHourSalary: PROCESS,
  processRealtimeSalary: PROCESS,
});
