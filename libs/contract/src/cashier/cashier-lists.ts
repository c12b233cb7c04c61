import Type, { type Static } from 'typebox';
import { CursorPage } from '../core/cursor-page';
import { PageQuery } from '../records/records';
import { StringEnum } from '../core/schema-types';
import { DEPOSIT_STATUSES, WITHDRAWAL_STATUSES } from './constants';
import { Deposit } from './deposits';
import { Withdrawal } from './withdrawals';

// The member's own deposits and withdrawals, newest first, in pages like the records
// (`from`/`to` calendar days in the merchant's time zone; `nextCursor` null on the last page).

/** `GET /wps/v2/cashier/deposits`. */
export const DepositListQuery = Type.Object({
  ...PageQuery,
  status: Type.Optional(StringEnum(DEPOSIT_STATUSES)),
});
export type DepositListQuery = Static<typeof DepositListQuery>;

/** A page of the member's deposits. */
export const DepositPage = CursorPage('list', Deposit);
export type DepositPage = Static<typeof DepositPage>;

/** `GET /wps/v2/cashier/withdrawals`. */
export const WithdrawalListQuery = Type.Object({
  ...PageQuery,
  status: Type.Optional(StringEnum(WITHDRAWAL_STATUSES)),
});
export type WithdrawalListQuery = Static<typeof WithdrawalListQuery>;

/** A page of the member's withdrawals. */
export const WithdrawalPage = CursorPage('list', Withdrawal);
export type WithdrawalPage = Static<typeof WithdrawalPage>;
