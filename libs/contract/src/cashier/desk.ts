import Type, { type Static } from 'typebox';
import { AuditActor } from '../audit/audit';
import { Nullable, StringEnum } from '../core/schema-types';
import { BalanceAdjustment } from '../wallet/wallets';
import {
  ADJUSTMENT_DECISIONS,
  ADJUSTMENT_REASON_CODES,
  DEPOSIT_RISK_FLAGS,
  DEPOSIT_STATUSES,
  DESK_MAX_PAGE,
  DESK_PAGE_DEFAULT,
  DESK_PAGE_MAX,
  DESK_SORTS,
  MAX_DECISION_NOTE,
  MAX_WITHDRAWAL_AMOUNT,
  PAYEE_ACCOUNT_KINDS,
  PAYMENT_METHOD_KINDS,
  PENDING_ADJUSTMENT_STATUSES,
  SORT_ORDERS,
  WITHDRAWAL_RISK_FLAGS,
  WITHDRAWAL_STATUSES,
} from './constants';
import { WithdrawalProof } from './withdrawal-confirmation';
import { OperatorWithdrawal } from './withdrawals';

// The money desk (issue 29): the queues a finance team works, per merchant, with risk flags
// computed on the server; the drawer of one withdrawal or deposit; four eyes on large
// withdrawals and adjustments. Money is integer minor units with its currency; times are ISO.

const Amount = Type.Integer({ minimum: 0, maximum: MAX_WITHDRAWAL_AMOUNT });

/** Filters, sort and page common to both queues (all optional; newest first by default). */
const queueFilters = {
  merchant: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  /** Withdrawals: the payee provider ("Sandbox Wallet"); deposits: the method code. */
  method: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  minAmount: Type.Optional(Amount),
  maxAmount: Type.Optional(Amount),
  sort: Type.Optional(StringEnum(DESK_SORTS, { default: 'created' })),
  order: Type.Optional(StringEnum(SORT_ORDERS, { default: 'desc' })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: DESK_MAX_PAGE, default: 1 })),
  pageSize: Type.Optional(
    Type.Integer({ minimum: 1, maximum: DESK_PAGE_MAX, default: DESK_PAGE_DEFAULT }),
  ),
};

/** `GET /ops/desk/withdrawals`. */
export const DeskWithdrawalQuery = Type.Object({
  ...queueFilters,
  status: Type.Optional(StringEnum(WITHDRAWAL_STATUSES)),
  flag: Type.Optional(StringEnum(WITHDRAWAL_RISK_FLAGS)),
});
export type DeskWithdrawalQuery = Static<typeof DeskWithdrawalQuery>;

/** `GET /ops/desk/deposits`. */
export const DeskDepositQuery = Type.Object({
  ...queueFilters,
  status: Type.Optional(StringEnum(DEPOSIT_STATUSES)),
  flag: Type.Optional(StringEnum(DEPOSIT_RISK_FLAGS)),
});
export type DeskDepositQuery = Static<typeof DeskDepositQuery>;

/** Approvals given and needed: `{ count: 1, required: 2 }` is "1 of 2". */
export const Approvals = Type.Object({
  count: Type.Integer({ minimum: 0 }),
  required: Type.Integer({ minimum: 1 }),
});
export type Approvals = Static<typeof Approvals>;

/** One approval of a withdrawal: who and when. */
export const ApprovalEntry = Type.Object({ actor: AuditActor, at: Type.String() });
export type ApprovalEntry = Static<typeof ApprovalEntry>;

/** One row of the withdrawal queue. `ageSeconds` is since it was requested (server clock). */
export const DeskWithdrawal = Type.Object({
  id: Type.Integer(),
  merchantCode: Type.String(),
  memberId: Type.Integer(),
  account: Type.String(),
  status: StringEnum(WITHDRAWAL_STATUSES),
  amount: Type.Integer(),
  currency: Type.String(),
  method: Type.String(),
  methodKind: StringEnum(PAYEE_ACCOUNT_KINDS),
  createdAt: Type.String(),
  ageSeconds: Type.Integer({ minimum: 0 }),
  flags: Type.Array(StringEnum(WITHDRAWAL_RISK_FLAGS)),
  approvals: Approvals,
});
export type DeskWithdrawal = Static<typeof DeskWithdrawal>;

/** One row of the deposit queue. */
export const DeskDeposit = Type.Object({
  id: Type.Integer(),
  merchantCode: Type.String(),
  memberId: Type.Integer(),
  account: Type.String(),
  status: StringEnum(DEPOSIT_STATUSES),
  amount: Type.Integer(),
  currency: Type.String(),
  method: Type.String(),
  methodKind: StringEnum(PAYMENT_METHOD_KINDS),
  createdAt: Type.String(),
  ageSeconds: Type.Integer({ minimum: 0 }),
  flags: Type.Array(StringEnum(DEPOSIT_RISK_FLAGS)),
});
export type DeskDeposit = Static<typeof DeskDeposit>;

/**
 * A page of a queue: `total` rows match the filters. With a `flag` filter only the newest
 * DESK_FLAG_SCAN_LIMIT rows matching the rest are looked at; `scanCapped` says the scan stopped
 * there (the total may then be short).
 */
export const DeskWithdrawalPage = Type.Object({
  items: Type.Array(DeskWithdrawal),
  total: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  pageSize: Type.Integer({ minimum: 1 }),
  scanCapped: Type.Boolean(),
});
export type DeskWithdrawalPage = Static<typeof DeskWithdrawalPage>;

export const DeskDepositPage = Type.Object({
  items: Type.Array(DeskDeposit),
  total: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  pageSize: Type.Integer({ minimum: 1 }),
  scanCapped: Type.Boolean(),
});
export type DeskDepositPage = Static<typeof DeskDepositPage>;

/** Count and sum (minor units) of some money movements. */
export const MoneyTally = Type.Object({
  count: Type.Integer({ minimum: 0 }),
  amount: Type.Integer(),
});
export type MoneyTally = Static<typeof MoneyTally>;

/** One of the player's deposits or withdrawals in the drawer's list. */
export const ActivityItem = Type.Object({
  id: Type.Integer(),
  status: Type.String(),
  amount: Type.Integer(),
  currency: Type.String(),
  createdAt: Type.String(),
});
export type ActivityItem = Static<typeof ActivityItem>;

/** Another member of the merchant seen signing in from the same IP or device (`value`: which). */
export const SharedAccount = Type.Object({
  memberId: Type.Integer(),
  account: Type.String(),
  via: StringEnum(['ip', 'device'] as const),
  value: Type.String(),
});
export type SharedAccount = Static<typeof SharedAccount>;

/**
 * The player's last DESK_ACTIVITY_DAYS days: approved deposits, withdrawals (not rejected),
 * settled rounds (count, stakes, payouts), the bonus turnover still to wager, and the accounts
 * sharing an IP or a device. `deposits`/`withdrawals` list the newest 50 of any status.
 */
export const PlayerActivity = Type.Object({
  memberId: Type.Integer(),
  account: Type.String(),
  since: Type.String(),
  currency: Type.String(),
  depositTotal: MoneyTally,
  withdrawalTotal: MoneyTally,
  rounds: Type.Object({
    count: Type.Integer({ minimum: 0 }),
    stake: Type.Integer(),
    win: Type.Integer(),
  }),
  turnoverLeft: Type.Integer({ minimum: 0 }),
  deposits: Type.Array(ActivityItem),
  withdrawals: Type.Array(ActivityItem),
  sharedAccounts: Type.Array(SharedAccount),
});
export type PlayerActivity = Static<typeof PlayerActivity>;

/**
 * The drawer of one withdrawal: the queue row, the operator's full view (payee, payout,
 * dispute), who approved it, the proof images of a dispute (id and type; the bytes of each are
 * served by `cashier.withdrawalProof`), and the player's 30 days.
 */
export const DeskWithdrawalDetail = Type.Object({
  row: DeskWithdrawal,
  withdrawal: OperatorWithdrawal,
  approvedBy: Type.Array(ApprovalEntry),
  proofs: Type.Array(WithdrawalProof),
  player: PlayerActivity,
});
export type DeskWithdrawalDetail = Static<typeof DeskWithdrawalDetail>;

/** The drawer of one deposit. */
export const DeskDepositDetail = Type.Object({ row: DeskDeposit, player: PlayerActivity });
export type DeskDepositDetail = Static<typeof DeskDepositDetail>;

/** Path of one desk row. */
export const DeskRowParams = Type.Object({
  id: Type.String({ pattern: '^[1-9][0-9]{0,14}$' }),
});
export type DeskRowParams = Static<typeof DeskRowParams>;

/**
 * A merchant's desk amounts (minor units; null: off). A withdrawal above
 * `withdrawalFourEyes`, or an adjustment whose size is above `adjustmentFourEyes`, needs two
 * different people; `riskAmount` raises OVER_THRESHOLD on a queue row above it.
 */
export const DeskThresholds = Type.Object(
  {
    withdrawalFourEyes: Nullable(Amount),
    adjustmentFourEyes: Nullable(Amount),
    riskAmount: Nullable(Amount),
  },
  { additionalProperties: false },
);
export type DeskThresholds = Static<typeof DeskThresholds>;

/** A merchant's thresholds as read back. */
export const MerchantDeskThresholds = Type.Object({
  merchantCode: Type.String(),
  ...DeskThresholds.properties,
});
export type MerchantDeskThresholds = Static<typeof MerchantDeskThresholds>;

/** An adjustment waiting for (or given) its second approval. */
export const PendingAdjustment = Type.Object({
  id: Type.Integer(),
  merchantCode: Type.String(),
  memberId: Type.Integer(),
  amount: Type.Integer(),
  reasonCode: StringEnum(ADJUSTMENT_REASON_CODES),
  reason: Type.String(),
  requestId: Type.String(),
  turnoverRequired: Nullable(Type.Integer()),
  status: StringEnum(PENDING_ADJUSTMENT_STATUSES),
  requestedBy: AuditActor,
  requestedAt: Type.String(),
  decidedBy: Nullable(AuditActor),
  decidedAt: Nullable(Type.String()),
  decisionNote: Nullable(Type.String()),
  /** The ledger entry the approval booked; null until approved. */
  ledgerEntryId: Nullable(Type.Integer()),
});
export type PendingAdjustment = Static<typeof PendingAdjustment>;

/** `GET /ops/desk/adjustments`: pending by default, oldest first. */
export const PendingAdjustmentQuery = Type.Object({
  merchant: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  status: Type.Optional(StringEnum(PENDING_ADJUSTMENT_STATUSES, { default: 'pending' })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: DESK_MAX_PAGE, default: 1 })),
  pageSize: Type.Optional(
    Type.Integer({ minimum: 1, maximum: DESK_PAGE_MAX, default: DESK_PAGE_DEFAULT }),
  ),
});
export type PendingAdjustmentQuery = Static<typeof PendingAdjustmentQuery>;

export const PendingAdjustmentPage = Type.Object({
  items: Type.Array(PendingAdjustment),
  total: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  pageSize: Type.Integer({ minimum: 1 }),
});
export type PendingAdjustmentPage = Static<typeof PendingAdjustmentPage>;

/** Body of the second person's decision on a pending adjustment. */
export const AdjustmentDecision = Type.Object(
  {
    action: StringEnum(ADJUSTMENT_DECISIONS),
    note: Type.Optional(
      Type.String({ minLength: 1, maxLength: MAX_DECISION_NOTE, pattern: '\\S' }),
    ),
  },
  { additionalProperties: false },
);
export type AdjustmentDecision = Static<typeof AdjustmentDecision>;

/**
 * What `POST /ops/members/:id/adjustments` did: booked at once (`state: 'booked'`, the ledger
 * entry and wallet after it), or, above the merchant's four-eyes amount, held for a second
 * person (`state: 'pending'`, nothing booked yet).
 */
export const BookedAdjustment = Type.Object({
  state: Type.Literal('booked'),
  ...BalanceAdjustment.properties,
});
export type BookedAdjustment = Static<typeof BookedAdjustment>;
export const HeldAdjustment = Type.Object({
  state: Type.Literal('pending'),
  pending: PendingAdjustment,
});
export type HeldAdjustment = Static<typeof HeldAdjustment>;
export const AdjustmentOutcome = Type.Union([BookedAdjustment, HeldAdjustment]);
export type AdjustmentOutcome = Static<typeof AdjustmentOutcome>;

/** The operator's view of a withdrawal after a decision, with its approvals when four eyes apply. */
export const DecidedWithdrawal = Type.Object({
  ...OperatorWithdrawal.properties,
  approvals: Type.Optional(Approvals),
});
export type DecidedWithdrawal = Static<typeof DecidedWithdrawal>;
