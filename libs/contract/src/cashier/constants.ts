// Runtime constants of the cashier calls; no schema is built here (the site imports these).

/**
 * Cashier paths. Spec §7 names no deposit calls (only the member-centre page `depositv2`, §2),
 * so these follow the wallet's `/wps/v2/...` family.
 */
export const CASHIER_PATHS = {
  /** GET (token): the member's deposit methods. */
  depositMethods: '/wps/v2/cashier/methods',
  /**
   * POST (token): a new deposit through one method. GET (token) `?from&to&status&cursor&limit`:
   * the member's deposits, newest first.
   */
  deposits: '/wps/v2/cashier/deposits',
  /** GET (token): one of the member's deposits; `:id` is the deposit id. */
  deposit: '/wps/v2/cashier/deposits/:id',
  /** POST (token): sets the withdrawal password once; PUT (token): changes it. */
  withdrawalPassword: '/wps/v2/cashier/withdrawal-password',
  /** GET (token): the member's payee accounts; POST (token): binds one. */
  payeeAccounts: '/wps/v2/cashier/payee-accounts',
  /** DELETE (token): removes one; `:id` is the payee account id. */
  payeeAccount: '/wps/v2/cashier/payee-accounts/:id',
  /** GET (token): the member's payee name, whether it is fixed, and the rule a new one meets. */
  payeeName: '/wps/v2/cashier/payee-name',
  /**
   * POST (token): a new withdrawal; its amount is held at once. GET (token)
   * `?from&to&status&cursor&limit`: the member's withdrawals, newest first.
   */
  withdrawals: '/wps/v2/cashier/withdrawals',
  /** GET (token): the member's deposit limits; PUT (token): sets or changes them. */
  depositLimits: '/wps/v2/cashier/deposit-limits',
  /**
   * GET (token): password state, the merchant's limits, the available balance and the turnover
   * still to wager: everything the Withdraw page shows before the member types.
   */
  withdrawalOverview: '/wps/v2/cashier/withdrawals/overview',
  /** GET (token): one of the member's withdrawals; `:id` is the withdrawal id. */
  withdrawal: '/wps/v2/cashier/withdrawals/:id',
  /** POST (token, multipart): the payee confirms a paid withdrawal (field `outcome`, files `proof`). */
  withdrawalConfirmation: '/wps/v2/cashier/withdrawals/:id/confirmation',
} as const;

/** The path of one withdrawal's status call. */
export function withdrawalPath(id: number): string {
  return CASHIER_PATHS.withdrawal.replace(':id', String(id));
}

/** The path of one withdrawal's confirmation call. */
export function withdrawalConfirmationPath(id: number): string {
  return CASHIER_PATHS.withdrawalConfirmation.replace(':id', String(id));
}

/** The path of one payee account. */
export function payeeAccountPath(id: number): string {
  return CASHIER_PATHS.payeeAccount.replace(':id', String(id));
}

/** Where a withdrawal is paid: a bank account or an e-wallet (bKash, GCash …). */
export const PAYEE_ACCOUNT_KINDS = ['bank', 'ewallet'] as const;
export type PayeeAccountKind = (typeof PAYEE_ACCOUNT_KINDS)[number];

/**
 * A withdrawal's life: requested (amount held), approved by an operator, then paid (the
 * provider's payout, or an operator by hand: the hold leaves the wallet) or rejected (the hold
 * is released; also possible before approval). A payout the provider fails leaves it approved,
 * with the failure recorded, for the operator to reject or pay by hand. After paid the payee
 * confirms: received, or disputed (partly or not received); unconfirmed for the merchant's
 * minutes it counts as received (no refund). An operator settles a dispute: refunded (upheld,
 * money back in the wallet) or dismissed (the payout stands). Received, rejected, refunded and
 * dismissed are final.
 */
export const WITHDRAWAL_STATUSES = [
  'requested',
  'approved',
  'rejected',
  'paid',
  'received',
  'disputed',
  'refunded',
  'dismissed',
] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** What the payee says of a paid withdrawal (spec §4). */
export const WITHDRAWAL_OUTCOMES = ['RECEIVED', 'PARTLY_RECEIVED', 'NOT_RECEIVED'] as const;
export type WithdrawalOutcome = (typeof WITHDRAWAL_OUTCOMES)[number];

/** Who confirmed: the member, or the auto-receive job when the member did not in time. */
export const CONFIRMED_BY = ['member', 'auto'] as const;
export type ConfirmedBy = (typeof CONFIRMED_BY)[number];

/** How an operator settles a dispute: upheld (the member is refunded) or dismissed (the payout stands). */
export const DISPUTE_OUTCOMES = ['upheld', 'dismissed'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];

/** Longest note an operator writes on a settled dispute, characters. */
export const MAX_SETTLEMENT_NOTE = 500;

/** Proof images of a "not received" confirmation: at least one, at most this many. */
export const MAX_PROOF_IMAGES = 3;
/** Largest proof image, bytes (5 MB). */
export const MAX_PROOF_BYTES = 5 * 1024 * 1024;
/** Image types a proof may be, checked from its bytes. */
export const PROOF_MEDIA_TYPES = ['image/png', 'image/jpeg'] as const;
export type ProofMediaType = (typeof PROOF_MEDIA_TYPES)[number];

/** Minutes after payment when an unconfirmed withdrawal counts as received, unless set per merchant. */
export const DEFAULT_AUTO_RECEIVE_MINUTES = 30;

/** What an operator does with a withdrawal. */
export const WITHDRAWAL_ACTIONS = ['approve', 'reject', 'pay'] as const;
export type WithdrawalAction = (typeof WITHDRAWAL_ACTIONS)[number];

/** Largest amount one withdrawal may ask for, minor units: above any merchant's max, below 2^53. */
export const MAX_WITHDRAWAL_AMOUNT = 1_000_000_000_000;

/** Largest turnover requirement, minor units: below 2^53 like every amount. */
export const MAX_TURNOVER_REQUIRED = 1_000_000_000_000;

/** A turnover requirement is open until wagering meets it (cleared) or an operator waives it. */
export const TURNOVER_STATUSES = ['open', 'cleared', 'waived'] as const;
export type TurnoverStatus = (typeof TURNOVER_STATUSES)[number];

/** Payee accounts one member may bind. */
export const MAX_PAYEE_ACCOUNTS = 5;

/** Who changed a payee name: the member (before its first use) or an operator. */
export const PAYEE_NAME_ACTORS = ['member', 'operator'] as const;
export type PayeeNameActor = (typeof PAYEE_NAME_ACTORS)[number];

/** The path of one deposit's status call. */
export function depositPath(id: number): string {
  return CASHIER_PATHS.deposit.replace(':id', String(id));
}

/** How a method takes the money: the provider's page, a QR code, or a bank transfer. */
export const PAYMENT_METHOD_KINDS = ['redirect', 'qr', 'bank'] as const;
export type PaymentMethodKind = (typeof PAYMENT_METHOD_KINDS)[number];

/**
 * A deposit's life: created (stored, provider not asked yet), pending (the provider has it),
 * then approved (wallet credited), rejected (declined) or expired (never paid).
 */
export const DEPOSIT_STATUSES = ['created', 'pending', 'approved', 'rejected', 'expired'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/** Largest amount one deposit may ask for, minor units: far above any method's max, below 2^53. */
export const MAX_DEPOSIT_AMOUNT = 1_000_000_000_000;

/** What the sandbox provider decides about a deposit. */
export const SANDBOX_PAY_OUTCOMES = ['approved', 'rejected'] as const;
export type SandboxPayOutcome = (typeof SANDBOX_PAY_OUTCOMES)[number];

/**
 * Headers of a sandbox provider callback: the time it was signed (ms since the epoch) and the
 * hex HMAC-SHA256, under the shared secret, of `v1|<timestamp>|<reference>|<amount>|<outcome>`.
 */
export const SANDBOX_PAY_HEADERS = {
  timestamp: 'x-sandbox-timestamp',
  signature: 'x-sandbox-signature',
} as const;

/** A callback signed longer ago than this is refused (replay protection), ms. */
export const SANDBOX_PAY_MAX_AGE_MS = 5 * 60_000;

/**
 * How the sandbox provider pays withdrawals out: at once (`instant`, the default), left pending
 * until a tester pays or fails it on the sandbox payout page (`hold`), or failed (`fail`).
 */
export const SANDBOX_PAYOUT_MODES = ['instant', 'hold', 'fail'] as const;
export type SandboxPayoutMode = (typeof SANDBOX_PAYOUT_MODES)[number];

/** What a provider's payout callback says: the money left, or the payout failed. */
export const PAYOUT_OUTCOMES = ['paid', 'failed'] as const;
export type PayoutOutcome = (typeof PAYOUT_OUTCOMES)[number];

/** What an operator does with a manual bank deposit waiting for them. */
export const DEPOSIT_ACTIONS = ['approve', 'reject'] as const;
export type DepositAction = (typeof DEPOSIT_ACTIONS)[number];

// The money desk (issue 29): queues per merchant with risk flags, a detail drawer, four eyes
// on large withdrawals and adjustments, and pending adjustments.

/** The desk's operator paths. */
export const CASHIER_DESK_PATHS = {
  /**
   * GET `?merchant&status&method&minAmount&maxAmount&flag&sort&order&page&pageSize`: a page of
   * withdrawals with their risk flags and approvals, and the total matching.
   */
  withdrawals: '/ops/desk/withdrawals',
  /** GET: one withdrawal for the drawer: the row, payee, proofs, approvals, the player's 30 days. */
  withdrawal: '/ops/desk/withdrawals/:id',
  /** GET `?merchant&status&method&minAmount&maxAmount&flag&sort&order&page&pageSize`: deposits. */
  deposits: '/ops/desk/deposits',
  /** GET: one deposit for the drawer: the row and the player's 30 days. */
  deposit: '/ops/desk/deposits/:id',
  /** GET `?merchant&status&page&pageSize`: adjustments waiting for (or given) a second approval. */
  adjustments: '/ops/desk/adjustments',
  /** POST `{ action: 'approve' | 'reject', note? }`: the second pair of eyes on an adjustment. */
  adjustmentDecision: '/ops/desk/adjustments/:id/decision',
  /** GET: a merchant's four-eyes and risk amounts; PUT: replaces them. */
  thresholds: '/ops/desk/merchants/:code/thresholds',
} as const;

/** The path of one desk withdrawal. */
export const deskWithdrawalPath = (id: number): string =>
  CASHIER_DESK_PATHS.withdrawal.replace(':id', String(id));
/** The path of one desk deposit. */
export const deskDepositPath = (id: number): string =>
  CASHIER_DESK_PATHS.deposit.replace(':id', String(id));
/** The path of the decision on one pending adjustment. */
export const adjustmentDecisionPath = (id: number): string =>
  CASHIER_DESK_PATHS.adjustmentDecision.replace(':id', String(id));
/** The path of a merchant's desk thresholds. */
export const deskThresholdsPath = (code: string): string =>
  CASHIER_DESK_PATHS.thresholds.replace(':code', encodeURIComponent(code));

/**
 * The risk flags the desk computes for a withdrawal (each one rule, in the platform's
 * cashier/desk/risk-flags.ts):
 * - FIRST_WITHDRAWAL: the member has no earlier withdrawal (rejected ones do not count);
 * - OVER_THRESHOLD: the amount is above the merchant's risk amount (`riskAmount`);
 * - PAYEE_CHANGED: a payee account was added in the 24 hours before the request;
 * - TURNOVER_UNMET: the member still has turnover to wager (bonus money);
 * - NO_PLAY_SINCE_DEPOSIT: a deposit was credited and no round was played before this request;
 * - SHARED_IP_OR_DEVICE: another member of the merchant signed in from the same IP (30 days).
 */
export const WITHDRAWAL_RISK_FLAGS = [
  'FIRST_WITHDRAWAL',
  'OVER_THRESHOLD',
  'PAYEE_CHANGED',
  'TURNOVER_UNMET',
  'NO_PLAY_SINCE_DEPOSIT',
  'SHARED_IP_OR_DEVICE',
] as const;
export type WithdrawalRiskFlag = (typeof WITHDRAWAL_RISK_FLAGS)[number];

/** The flags a deposit row may carry (those that make sense before any withdrawal). */
export const DEPOSIT_RISK_FLAGS = ['OVER_THRESHOLD', 'SHARED_IP_OR_DEVICE'] as const;
export type DepositRiskFlag = (typeof DEPOSIT_RISK_FLAGS)[number];

/** Hours before a withdrawal in which a new payee account raises PAYEE_CHANGED. */
export const PAYEE_CHANGE_HOURS = 24;
/** Days of the player's activity the drawer shows (and SHARED_IP_OR_DEVICE looks back). */
export const DESK_ACTIVITY_DAYS = 30;
/** At most this many rows a flag filter scans (newest matching the other filters first). */
export const DESK_FLAG_SCAN_LIMIT = 5_000;
/** Page size of the desk queues, by default and at most; the last page a caller may ask. */
export const DESK_PAGE_DEFAULT = 50;
export const DESK_PAGE_MAX = 200;
export const DESK_MAX_PAGE = 10_000;
/** What a desk queue sorts by: when requested (age), amount or status. */
export const DESK_SORTS = ['created', 'amount', 'status'] as const;
export type DeskSort = (typeof DESK_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Why an operator adjusts a balance (with a free note besides). */
export const ADJUSTMENT_REASON_CODES = [
  'goodwill',
  'bonus',
  'correction',
  'chargeback',
  'compensation',
  'test',
  'other',
] as const;
export type AdjustmentReasonCode = (typeof ADJUSTMENT_REASON_CODES)[number];

/** A balance adjustment above the four-eyes amount waits here for a second, different person. */
export const PENDING_ADJUSTMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type PendingAdjustmentStatus = (typeof PENDING_ADJUSTMENT_STATUSES)[number];
export const ADJUSTMENT_DECISIONS = ['approve', 'reject'] as const;
export type AdjustmentDecisionAction = (typeof ADJUSTMENT_DECISIONS)[number];

/** Approvals a withdrawal above the merchant's four-eyes amount needs (by different people). */
export const FOUR_EYES_APPROVALS = 2;
/** Longest note on an adjustment decision. */
export const MAX_DECISION_NOTE = 500;
