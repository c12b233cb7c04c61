import Type, { type Static } from 'typebox';
import { StringEnum } from '../core/schema-types';
import {
  MAX_DEPOSIT_AMOUNT,
  MAX_WITHDRAWAL_AMOUNT,
  PAYOUT_OUTCOMES,
  SANDBOX_PAY_OUTCOMES,
} from './constants';

// The sandbox payment provider's calls (provider → platform, and its tester page).

/** A sandbox provider reference: `SBX` and 32 upper-case hex digits. */
export const SandboxPayReference = Type.String({ pattern: '^SBX[0-9A-F]{32}$' });

/** Body of the provider's callback, signed as `SANDBOX_PAY_HEADERS` describes. */
export const SandboxPayCallback = Type.Object({
  reference: SandboxPayReference,
  amount: Type.Integer({ minimum: 1, maximum: MAX_DEPOSIT_AMOUNT }),
  outcome: StringEnum(SANDBOX_PAY_OUTCOMES),
});
export type SandboxPayCallback = Static<typeof SandboxPayCallback>;

/** Reply value of the callback: the deposit's status after it (also for a repeated call). */
export const SandboxPayAck = Type.Object({ reference: Type.String(), status: Type.String() });
export type SandboxPayAck = Static<typeof SandboxPayAck>;

/** Path of the tester page and its form. */
export const SandboxPayParams = Type.Object({ reference: SandboxPayReference });
export type SandboxPayParams = Static<typeof SandboxPayParams>;

/** The tester page's form: Approve or Decline. */
export const SandboxPayDecision = Type.Object({
  decision: StringEnum(['approve', 'decline']),
});
export type SandboxPayDecision = Static<typeof SandboxPayDecision>;

/** A sandbox payout reference: `SBXP` and 32 upper-case hex digits (keyed on the withdrawal). */
export const SandboxPayoutReference = Type.String({ pattern: '^SBXP[0-9A-F]{32}$' });

/**
 * Body of the provider's payout callback, signed as `SANDBOX_PAY_HEADERS` describes over
 * `payout.v1|<timestamp>|<reference>|<amount>|<outcome>|<reason>`; `reason` goes with `failed`.
 */
export const SandboxPayoutCallback = Type.Object({
  reference: SandboxPayoutReference,
  amount: Type.Integer({ minimum: 1, maximum: MAX_WITHDRAWAL_AMOUNT }),
  outcome: StringEnum(PAYOUT_OUTCOMES),
  reason: Type.Optional(Type.String({ minLength: 1, maxLength: 140 })),
});
export type SandboxPayoutCallback = Static<typeof SandboxPayoutCallback>;

/** Reply value of the payout callback: the withdrawal's status after it (also when repeated). */
export const SandboxPayoutAck = Type.Object({ reference: Type.String(), status: Type.String() });
export type SandboxPayoutAck = Static<typeof SandboxPayoutAck>;

/** Path of the payout tester page and its form. */
export const SandboxPayoutParams = Type.Object({ reference: SandboxPayoutReference });
export type SandboxPayoutParams = Static<typeof SandboxPayoutParams>;

/** The payout tester page's form: Pay or Fail. */
export const SandboxPayoutDecision = Type.Object({ decision: StringEnum(['pay', 'fail']) });
export type SandboxPayoutDecision = Static<typeof SandboxPayoutDecision>;
