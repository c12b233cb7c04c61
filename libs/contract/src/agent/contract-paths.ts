// Runtime constants of the agent contract and settlement calls (issue 11, spec §3, §4, §7, §9);
// no schema is built here (the site imports these).

/**
 * The four contract kinds: a dividend (a share of the team's loss, i.e. the house's profit on
 * the team) and three salaries (a share of the team's valid bet), each with its own cadence.
 */
export const CONTRACT_KINDS = [
  'DIVIDEND',
  'DAILY_SALARY',
  'HOUR_SALARY',
  'REALTIME_SALARY',
] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/**
 * Settlement periods (spec §3): D daily, W weekly (Monday to Sunday), H semimonthly (1st–15th,
 * 16th–end of month), M monthly, all in the merchant's time zone. A dividend takes one of them;
 * salaries have a fixed cadence: daily wages D, hourly salary one hour, real-time salary five
 * minutes (`SALARY_CADENCE`).
 */
export const CONTRACT_PERIODS = ['D', 'W', 'H', 'M'] as const;
export type ContractPeriod = (typeof CONTRACT_PERIODS)[number];

/** How often each kind settles: a dividend by its contract's period, salaries by a fixed one. */
export const SALARY_CADENCE = {
  DAILY_SALARY: 'DAY',
  HOUR_SALARY: 'HOUR',
  REALTIME_SALARY: 'FIVE_MINUTES',
} as const;

/**
 * Where a contract is: offered (waiting for the holder), active, rejected, terminating (one side
 * asked to end it, waiting for the other or the operator) and terminated.
 */
export const CONTRACT_STATUSES = [
  'offered',
  'active',
  'rejected',
  'terminating',
  'terminated',
] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** Statuses of a live contract: at most one per holder and kind. */
export const LIVE_CONTRACT_STATUSES = ['offered', 'active', 'terminating'] as const;

/** Every state change a contract's history records. */
export const CONTRACT_ACTIONS = [
  'offered',
  'accepted',
  'rejected',
  'termination_requested',
  'terminated',
] as const;
export type ContractAction = (typeof CONTRACT_ACTIONS)[number];

/** Who acted: the holder, the offering upline, the house (a top agent's offerer), the operator. */
export const CONTRACT_ACTORS = ['holder', 'offerer', 'house', 'operator'] as const;
export type ContractActor = (typeof CONTRACT_ACTORS)[number];

/** What a holder or offerer does to a contract through a processing call. */
export const CONTRACT_PROCESS_ACTIONS = [
  'accept',
  'reject',
  'requestTermination',
  'confirmTermination',
] as const;
export type ContractProcessAction = (typeof CONTRACT_PROCESS_ACTIONS)[number];

/** Rates are basis points of valid bet (salaries) or of the team's loss (dividends). */
export const RATE_BASIS = 10_000;
/** Most tiers one contract may have. */
export const MAX_CONTRACT_TIERS = 10;

/** Side of a settlement list: the caller's own settlements, or those of its downline contracts. */
export const SETTLEMENT_SIDES = ['mine', 'downlines'] as const;
export type SettlementSide = (typeof SETTLEMENT_SIDES)[number];

/** A settlement paid an amount, or found nothing to pay (no tier reached, or a team win). */
export const SETTLEMENT_STATUSES = ['paid', 'nothing'] as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];

/** The agent's contract calls (token; agents only). */
export const CONTRACT_PATHS = {
  /** GET: contracts the caller holds and contracts it gave its downlines, and the enabled kinds. */
  list: '/wps/agent/contracts',
  /** POST: offers a contract to a direct downline agent. */
  offer: '/wps/agent/contracts',
  /** GET: one contract with every state change. */
  history: '/wps/agent/contracts/:id/history',
  /** GET `?kind&side&account&from&to&cursor&limit`: dividend and salary settlements. */
  settlements: '/wps/agent/settlements',
} as const;

/**
 * The §7 "dividend, daily, hourly and real-time salary processing (relay, token)" calls: POST
 * `{ contractId, action, confirm? }` to accept, reject, request or confirm termination of a
 * contract of that kind.
 */
export const SALARY_PROCESS_PATHS = {
  DIVIDEND: '/wps/relay/ACS_dividendProcess',
  DAILY_SALARY: '/wps/relay/ACS_dailySalaryProcess',
  HOUR_SALARY: '/wps/relay/ACS_hourSalaryProcess',
  REALTIME_SALARY: '/wps/relay/ACS_realtimeSalaryProcess',
} as const satisfies Record<ContractKind, string>;

/** Operator calls (bearer token): house contracts for top agents, terminations, settling now. */
export const CONTRACT_OPS_PATHS = {
  /** POST: the house offers a contract to a top agent (an agent without an agent upline). */
  houseOffer: '/ops/merchants/:code/contracts',
  /** POST: the operator ends a contract (confirms a termination, or ends it outright). */
  terminate: '/ops/contracts/:id/terminate',
  /** POST `{ at }`: settles every period closed by `at`: tests and the demo. */
  settle: '/ops/agent/settle',
  /** PUT `{ enabled }`: the contract kinds agents of the merchant may offer. */
  contractKinds: '/ops/merchants/:code/contract-kinds',
} as const;
