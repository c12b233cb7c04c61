import type { DepositInstructions, PayoutOutcome, SandboxPayOutcome } from '@tessera/contract';

/** What a provider is told about a new deposit. */
export interface ProviderDeposit {
  depositId: number;
  amount: number;
  currency: string;
  methodKind: 'redirect' | 'qr' | 'bank';
  methodCode: string;
}

/** What a provider answers: its reference for the deposit and how the member pays. */
export interface ProviderAcceptance {
  reference: string;
  instructions: DepositInstructions;
}

/** A verified provider callback: which deposit, the amount paid, and the decision. */
export interface ProviderEvent {
  reference: string;
  amount: number;
  outcome: SandboxPayOutcome;
}

/** What a provider is told to pay: one approved withdrawal, to the account it was requested to. */
export interface ProviderPayout {
  withdrawalId: number;
  amount: number;
  currency: string;
  payee: { kind: 'bank' | 'ewallet'; provider: string; accountNumber: string; holderName: string };
}

/**
 * The provider's answer: its reference, and whether the money has left (`paid`), will be decided
 * later by a payout callback (`pending`), or cannot be paid (`failed`, with the provider's reason).
 */
export type PayoutResult =
  | { reference: string; status: 'paid' | 'pending' }
  | { reference: string; status: 'failed'; reason: string };

/** A verified payout callback: which payout, its amount, and whether it was paid or failed. */
export interface PayoutEvent {
  reference: string;
  amount: number;
  outcome: PayoutOutcome;
  /** The provider's reason of a failure. */
  reason?: string;
}

/** Callback headers as Fastify hands them over. */
export type CallbackHeaders = Record<string, string | string[] | undefined>;

/**
 * The payments adapter: one per provider. The platform asks it to open a deposit and hands it
 * each callback to verify; booking the money stays with the platform (settle-deposit.ts), so a
 * provider never touches the wallet.
 */
export interface PaymentProvider {
  /** The provider's code, stored on each deposit it handles. */
  readonly code: string;
  /**
   * Pays a withdrawal out, idempotent on its id: asking again for the same withdrawal (a job
   * retried after a crash) starts no second payout, it answers the first one's state.
   */
  createPayout(payout: ProviderPayout): Promise<PayoutResult>;
  /** Opens a deposit at the provider. */
  createDeposit(deposit: ProviderDeposit): Promise<ProviderAcceptance>;
  /**
   * Checks a callback's authenticity and freshness from its headers and parsed body; throws a
   * 401 ApiError when it is forged or stale.
   */
  verifyCallback(headers: CallbackHeaders, body: ProviderEvent, now: Date): ProviderEvent;
  /** The same check for a payout callback (a pending payout paid or failed later). */
  verifyPayoutCallback(headers: CallbackHeaders, body: PayoutEvent, now: Date): PayoutEvent;
}
