import Type, { type Static } from 'typebox';
import { StringEnum } from '../core/schema-types';
import { MAX_DEPOSIT_AMOUNT, SANDBOX_PAY_OUTCOMES } from './constants';

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
