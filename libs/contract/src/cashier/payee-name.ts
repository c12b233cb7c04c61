import Type, { type Static } from 'typebox';
import { FieldRule } from '../accounts/registration';
import { Nullable, StringEnum } from '../core/schema-types';
import { PAYEE_NAME_ACTORS } from './constants';

// The payee (real) name is part of the member's identity: every payee account is held in it.
// Asked at sign-up where the merchant's rules enable it, else by the first payee account;
// fixed once a payee account used it; afterwards only an operator corrects it, with a reason.

/**
 * `GET /wps/v2/cashier/payee-name` (token): the member's payee name (null: not given yet),
 * whether it is fixed (a payee account used it; the member can no longer change it) and the
 * rule a new one is checked with (the merchant's `payeeName` rule, else the platform default).
 */
export const PayeeNameState = Type.Object({
  payeeName: Nullable(Type.String()),
  fixed: Type.Boolean(),
  rule: FieldRule,
});
export type PayeeNameState = Static<typeof PayeeNameState>;

/** `PUT /ops/members/:id/payee-name`: the corrected name and why (required). */
export const PayeeNameCorrectionRequest = Type.Object({
  payeeName: Type.String({ minLength: 1, maxLength: 64 }),
  // At least one visible character: a reason of blanks says nothing.
  reason: Type.String({ minLength: 1, maxLength: 140, pattern: '\\S' }),
});
export type PayeeNameCorrectionRequest = Static<typeof PayeeNameCorrectionRequest>;

/** One change of a member's payee name, as the audit keeps it. */
export const PayeeNameChange = Type.Object({
  id: Type.Integer(),
  actor: StringEnum(PAYEE_NAME_ACTORS),
  from: Nullable(Type.String()),
  to: Type.String(),
  reason: Nullable(Type.String()),
  at: Type.String(),
});
export type PayeeNameChange = Static<typeof PayeeNameChange>;

/**
 * `GET /ops/members/:id/payee-name` and the correction's reply: the name now, whether it is
 * fixed, and every change, newest first.
 */
export const PayeeNameHistory = Type.Object({
  memberId: Type.Integer(),
  payeeName: Nullable(Type.String()),
  fixed: Type.Boolean(),
  history: Type.Array(PayeeNameChange),
});
export type PayeeNameHistory = Static<typeof PayeeNameHistory>;
