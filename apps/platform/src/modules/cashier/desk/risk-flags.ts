import {
  PAYEE_CHANGE_HOURS,
  type DepositRiskFlag,
  type WithdrawalRiskFlag,
} from '@tessera/contract';

// THE risk flags of the money desk, one pure rule each: the facts are gathered in one batch per
// queue page (risk-facts.ts) and each rule only reads them, so a rule is tested without a
// database and the queue, the filter and the drawer all agree.

/** What the rules know about one withdrawal. */
export interface WithdrawalFacts {
  amount: number;
  createdAt: Date;
  /** The merchant's risk amount (null: off). */
  riskAmount: number | null;
  /** The member's withdrawals before this one that were not rejected. */
  earlierWithdrawals: number;
  /** When the newest payee account the member had by then was added (null: none left). */
  newestPayeeAddedAt: Date | null;
  /** Turnover still to wager now, minor units. */
  turnoverLeft: number;
  /** The member's last credited deposit before the request (null: none). */
  lastDepositAt: Date | null;
  /** Rounds the member opened between that deposit and the request. */
  roundsSinceDeposit: number;
  /** Other members of the merchant seen signing in from the member's IPs in the last 30 days. */
  accountsSharingIp: number;
  /** Other members of the merchant seen signing in from the member's devices (the site's id). */
  accountsSharingDevice: number;
}

/** What the rules know about one deposit. */
export type DepositFacts = Pick<
  WithdrawalFacts,
  'amount' | 'riskAmount' | 'accountsSharingIp' | 'accountsSharingDevice'
>;

/** Another member signed in from one of the member's IPs, or from one of its devices. */
const sharesIpOrDevice = (
  f: Pick<WithdrawalFacts, 'accountsSharingIp' | 'accountsSharingDevice'>,
) => f.accountsSharingIp > 0 || f.accountsSharingDevice > 0;

const HOUR_MS = 3_600_000;

/** Each withdrawal flag and its rule, in the order the queue shows them. */
export const WITHDRAWAL_RULES: Record<WithdrawalRiskFlag, (facts: WithdrawalFacts) => boolean> = {
  FIRST_WITHDRAWAL: (f) => f.earlierWithdrawals === 0,
  OVER_THRESHOLD: (f) => f.riskAmount !== null && f.amount > f.riskAmount,
  PAYEE_CHANGED: (f) =>
    f.newestPayeeAddedAt !== null &&
    f.createdAt.getTime() - f.newestPayeeAddedAt.getTime() <= PAYEE_CHANGE_HOURS * HOUR_MS,
  TURNOVER_UNMET: (f) => f.turnoverLeft > 0,
  NO_PLAY_SINCE_DEPOSIT: (f) => f.lastDepositAt !== null && f.roundsSinceDeposit === 0,
  SHARED_IP_OR_DEVICE: sharesIpOrDevice,
};

/** Each deposit flag and its rule. */
export const DEPOSIT_RULES: Record<DepositRiskFlag, (facts: DepositFacts) => boolean> = {
  OVER_THRESHOLD: (f) => f.riskAmount !== null && f.amount > f.riskAmount,
  SHARED_IP_OR_DEVICE: sharesIpOrDevice,
};

/** The flags a withdrawal raises. */
export const withdrawalFlags = (facts: WithdrawalFacts): WithdrawalRiskFlag[] =>
  (Object.keys(WITHDRAWAL_RULES) as WithdrawalRiskFlag[]).filter((flag) =>
    WITHDRAWAL_RULES[flag](facts),
  );

/** The flags a deposit raises. */
export const depositFlags = (facts: DepositFacts): DepositRiskFlag[] =>
  (Object.keys(DEPOSIT_RULES) as DepositRiskFlag[]).filter((flag) => DEPOSIT_RULES[flag](facts));
