import Type, { type Static } from 'typebox';
import { StringEnum } from '../core/schema-types';
import { DEPOSIT_ACTIONS, DEPOSIT_STATUSES } from './constants';
import { Deposit } from './deposits';

// Manual bank deposits: the member transfers, an operator checks the bank and decides.

/** A deposit as the operator sees it: whose, and the transfer note to look for. */
export const OperatorDeposit = Type.Object({
  ...Deposit.properties,
  memberId: Type.Integer(),
  merchantCode: Type.String(),
});
export type OperatorDeposit = Static<typeof OperatorDeposit>;

/** `GET /ops/deposits?status=pending&limit=50`: bank deposits, oldest first. */
export const OperatorDepositQuery = Type.Object({
  status: Type.Optional(StringEnum(DEPOSIT_STATUSES, { default: 'pending' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
});
export type OperatorDepositQuery = Static<typeof OperatorDepositQuery>;

/** Reply value of the operator's list. */
export const OperatorDeposits = Type.Object({ list: Type.Array(OperatorDeposit) });
export type OperatorDeposits = Static<typeof OperatorDeposits>;

/** Body of an operator's decision. */
export const DepositDecision = Type.Object({ action: StringEnum(DEPOSIT_ACTIONS) });
export type DepositDecision = Static<typeof DepositDecision>;
