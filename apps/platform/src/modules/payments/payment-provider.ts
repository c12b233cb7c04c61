import type { DepositInstructions, SandboxPayOutcome } from '@tessera/contract';

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

/** The provider's answer: its reference, and whether the money has left (`paid`) or not yet. */
export interface PayoutResult {
  reference: string;
  status: 'paid' | 'pending';
}

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
  verifyCallback(
    headers: Record<string, string | string[] | undefined>,
    body: ProviderEvent,
    now: Date,
  ): ProviderEvent;
}
