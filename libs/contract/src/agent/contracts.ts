import Type, { type Static } from 'typebox';
import { Nullable, StringEnum } from '../core/schema-types';
import {
  CONTRACT_ACTIONS,
  CONTRACT_ACTORS,
  CONTRACT_KINDS,
  CONTRACT_PERIODS,
  CONTRACT_PROCESS_ACTIONS,
  CONTRACT_STATUSES,
  MAX_CONTRACT_TIERS,
  RATE_BASIS,
} from './contract-paths';

// Agent contracts (spec §3, §4). Money is integer minor units, rates basis points; times are
// ISO instants. A contract names its holder and offerer by account (the offerer is null for a
// house contract of a top agent).

const Money = Type.Integer({ minimum: 0, maximum: 1_000_000_000_000_000 });
const Account = Type.String({ minLength: 1, maxLength: 64 });

/**
 * One tier: the thresholds a period must reach (all of them) and the rate it then pays. A salary
 * pays `rate` of the team's valid bet; a dividend `rate` of the team's loss (house profit), minus
 * what its downline contracts take. The highest-rate tier reached applies.
 */
export const ContractTier = Type.Object({
  /** Team members (the holder included) with at least one settled round in the period. */
  activeMembers: Type.Integer({ minimum: 0, maximum: 10_000_000 }),
  /** The team's valid bet in the period (settled stake): the daily or hourly bet amount of a salary. */
  validBet: Money,
  /** The team's loss in the period (stake − payout, the house's profit): dividends only, 0 for salaries. */
  profitLoss: Money,
  /**
   * The team's loss as a share of its valid bet (basis points) the period must reach; 0 or left
   * out: none. Pays a team that really lost, not one that only bet a lot at even odds.
   */
  lossRate: Type.Optional(Type.Integer({ minimum: 0, maximum: RATE_BASIS })),
  /** Basis points (1 = 0.01 %). */
  rate: Type.Integer({ minimum: 1, maximum: RATE_BASIS }),
});
export type ContractTier = Static<typeof ContractTier>;

export const ContractTiers = Type.Array(ContractTier, {
  minItems: 1,
  maxItems: MAX_CONTRACT_TIERS,
});

/** A contract as its holder and its offerer see it. */
export const AgentContract = Type.Object({
  id: Type.Integer(),
  kind: StringEnum(CONTRACT_KINDS),
  /** The dividend's period; a salary's is its kind's cadence, shown as D. */
  period: StringEnum(CONTRACT_PERIODS),
  status: StringEnum(CONTRACT_STATUSES),
  holder: Type.String(),
  /** The upline who offered it; null for the house (a top agent's contract). */
  offerer: Nullable(Type.String()),
  tiers: Type.Array(ContractTier),
  /** The highest tier rate: what the downline rate ceiling compares. */
  maxRate: Type.Integer(),
  /** Who asked to end it while it is `terminating`. */
  terminationRequestedBy: Nullable(Type.String()),
  createdAt: Type.String(),
  answeredAt: Nullable(Type.String()),
  endedAt: Nullable(Type.String()),
});
export type AgentContract = Static<typeof AgentContract>;

/** `GET /wps/agent/contracts`. */
export const ContractList = Type.Object({
  /** The kinds the merchant has switched on (types enableCt, salary, hourSalary, real-time). */
  enabledKinds: Type.Array(StringEnum(CONTRACT_KINDS)),
  /** Contracts the caller holds, newest first. */
  held: Type.Array(AgentContract),
  /** Contracts the caller offered its direct downlines, newest first. */
  given: Type.Array(AgentContract),
});
export type ContractList = Static<typeof ContractList>;

/** `POST /wps/agent/contracts`: a contract for a direct downline agent. */
export const ContractOffer = Type.Object({
  account: Account,
  kind: StringEnum(CONTRACT_KINDS),
  period: StringEnum(CONTRACT_PERIODS),
  tiers: ContractTiers,
});
export type ContractOffer = Static<typeof ContractOffer>;

/** `POST /ops/merchants/:code/contracts`: the house's contract for a top agent. */
export const HouseContractOffer = ContractOffer;
export type HouseContractOffer = Static<typeof HouseContractOffer>;

export const ContractParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,14}$' }) });
export type ContractParams = Static<typeof ContractParams>;

/** One state change of a contract. */
export const ContractEvent = Type.Object({
  action: StringEnum(CONTRACT_ACTIONS),
  actor: StringEnum(CONTRACT_ACTORS),
  /** The acting member's account; null for the house and the operator. */
  account: Nullable(Type.String()),
  time: Type.String(),
});
export type ContractEvent = Static<typeof ContractEvent>;

/** `GET /wps/agent/contracts/:id/history`: oldest change first. */
export const ContractHistory = Type.Object({
  contract: AgentContract,
  events: Type.Array(ContractEvent),
});
export type ContractHistory = Static<typeof ContractHistory>;

/**
 * `POST /wps/relay/ACS_*Process`: accept or reject an offer (holder), request termination (either
 * side) or confirm the other side's request. An acceptance that would lower the rate under a
 * contract the holder gave its own downline answers 409 CONTRACT_LOWER_RATE with those
 * contracts; sent again with `confirm: true` it terminates them.
 */
export const ContractProcessRequest = Type.Object({
  contractId: Type.Integer({ minimum: 1, maximum: 999_999_999_999_999 }),
  action: StringEnum(CONTRACT_PROCESS_ACTIONS),
  confirm: Type.Optional(Type.Boolean()),
});
export type ContractProcessRequest = Static<typeof ContractProcessRequest>;

/** The value of a 409 CONTRACT_LOWER_RATE: the downline contracts accepting would terminate. */
export const LowerRateConflict = Type.Object({ contracts: Type.Array(AgentContract) });
export type LowerRateConflict = Static<typeof LowerRateConflict>;

/** `POST /ops/agent/settle`. */
export const SettleRequest = Type.Object({
  /** The instant to settle up to: every period that closed by then is settled. */
  at: Type.String({ format: 'date-time', maxLength: 40 }),
  /** Only this merchant's contracts (a test settling the future leaves other merchants alone). */
  merchant: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
});
export type SettleRequest = Static<typeof SettleRequest>;

/**
 * `PUT /ops/merchants/:code/contract-kinds`: the kinds agents may offer from now on. A kind
 * switched off takes no new offers; contracts already running end as their parties decide.
 */
export const ContractKindsUpdate = Type.Object({
  enabled: Type.Array(StringEnum(CONTRACT_KINDS), { uniqueItems: true }),
});
export type ContractKindsUpdate = Static<typeof ContractKindsUpdate>;

/** The merchant's contract kinds after the change. */
export const ContractKindsView = Type.Object({
  merchantCode: Type.String(),
  enabled: Type.Array(StringEnum(CONTRACT_KINDS)),
});
export type ContractKindsView = Static<typeof ContractKindsView>;

/** What one settling run did. */
export const SettleResult = Type.Object({
  settled: Type.Integer(),
  paid: Type.Integer(),
  amount: Type.Integer(),
});
export type SettleResult = Static<typeof SettleResult>;
