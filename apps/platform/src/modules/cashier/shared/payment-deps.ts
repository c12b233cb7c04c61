import type { SandboxPayoutMode } from '@tessera/contract';
import type { Transaction } from 'kysely';
import type { Database, Db } from '../../../core/db/database';
import type { JobQueue } from '../../../core/jobs/job-queue';
import type { PaymentProvider } from './payment-provider';

/** An approved deposit as the deposit-bonus hook sees it. */
export interface ApprovedDeposit {
  id: number;
  memberId: number;
  amount: number;
  methodId: number;
}

/**
 * The promotions issue's entry point for deposit bonuses: called once per approved deposit,
 * inside the transaction that approves and credits it (the member's wallet row is locked by the
 * credit), so a bonus it books, with `creditBonus` (wallet) and `addRequirement` (turnover),
 * commits or rolls back with the deposit. A repeated or late callback never reaches it: only
 * the callback whose guarded update decided the deposit does. It must not call the provider or
 * anything slow; what it throws fails the callback, which the provider retries.
 */
export interface DepositBonusHook {
  onDepositApproved(trx: Transaction<Database>, deposit: ApprovedDeposit, now: Date): Promise<void>;
}

/** No deposit bonuses (until the promotions module brings its own hook). */
export const NO_DEPOSIT_BONUS: DepositBonusHook = { onDepositApproved: async () => {} };

/** The consolidated call's agent flags (spec §3): which contract kinds the member holds. */
export interface ContractFlags {
  dailysalreqtype: boolean;
  divtypereq: boolean;
  contracthoursalreq: boolean;
  realtimesalreqtype: boolean;
}

/**
 * Where the consolidated call reads the contract flags: the agent module's contracts (app.ts
 * passes them in, so payments does not depend on the agent module, which depends on it).
 */
export type ContractFlagsSource = (db: Db, memberId: number) => Promise<ContractFlags>;

/** No contracts anywhere: every flag false (a test app without the agent module). */
export const NO_CONTRACT_FLAGS: ContractFlagsSource = async () => ({
  dailysalreqtype: false,
  divtypereq: false,
  contracthoursalreq: false,
  realtimesalreqtype: false,
});

/**
 * The most one withdrawal of the member may take when their VIP level sets it, else null (the
 * method's maximum applies); app.ts passes the vip module's, so payments does not depend on vip.
 */
export type WithdrawalMaxSource = (db: Db, memberId: number) => Promise<number | null>;

/** What the cashier module is given: the database, the clock, the sandbox provider's secret. */
export interface PaymentOptions {
  db: Db;
  now: () => Date;
  /** Where the module declares its jobs (payouts, the deposit expiry sweep). */
  jobs: JobQueue;
  /** Where proof images of "not received" confirmations are kept: a folder no route serves. */
  proofDir: string;
  /** Signs and verifies sandbox provider callbacks. Never logged. */
  sandboxPaySecret: string;
  /**
   * Whether the sandbox provider is on (SANDBOX_PAY). Off (production): no sandbox pages or
   * callbacks, no deposit methods offered, and approved withdrawals wait for a manual payout.
   */
  sandboxPay: boolean;
  /** How the sandbox pays withdrawals out (SANDBOX_PAYOUT): instant, hold or fail. */
  sandboxPayout: SandboxPayoutMode;
  /** Deposit bonuses (app.ts passes `NO_DEPOSIT_BONUS` unless told otherwise). */
  depositBonus: DepositBonusHook;
  /** The consolidated call's contract flags (app.ts passes the agent module's). */
  contractFlags: ContractFlagsSource;
  /** A member's withdrawal maximum by VIP level (app.ts passes the vip module's). */
  withdrawalMax: WithdrawalMaxSource;
}

/** What its routes share: the options and the provider money goes through (null: none on). */
export interface PaymentDeps extends PaymentOptions {
  provider: PaymentProvider | null;
}
