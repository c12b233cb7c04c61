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

/**
 * The payments adapter: one per provider. The platform asks it to open a deposit and hands it
 * each callback to verify; booking the money stays with the platform (settle-deposit.ts), so a
 * provider never touches the wallet.
 */
export interface PaymentProvider {
  /** The provider's code, stored on each deposit it handles. */
  readonly code: string;
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
