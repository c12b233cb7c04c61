import type { SandboxPayoutMode } from '@tessera/contract';
import type { Db } from '../../core/db/database';
import type { JobQueue } from '../../core/jobs/job-queue';
import type { PaymentProvider } from './payment-provider';

/** What the payments module is given: the database, the clock, the sandbox provider's secret. */
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
}

/** What its routes share: the options and the provider money goes through (null: none on). */
export interface PaymentDeps extends PaymentOptions {
  provider: PaymentProvider | null;
}
