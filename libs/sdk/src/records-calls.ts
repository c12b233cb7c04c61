import {
  CASHIER_PATHS,
  RECORD_PATHS,
  type AccountRecordPage,
  type AccountRecordQuery,
  type BetRecordPage,
  type BetRecordQuery,
  type BonusRecordQuery,
  type DepositLimits,
  type DepositLimitsUpdate,
  type DepositListQuery,
  type DepositPage,
  type ProfitQuery,
  type ProfitReport,
  type WithdrawalListQuery,
  type WithdrawalPage,
} from '@tessera/contract';
import { params } from './game-calls';
import type { Call } from './transport';

/**
 * The member centre's records (spec §2, §9) and the member's own cashier lists and deposit
 * limits. Every list takes `from`/`to` (calendar days in the merchant's zone), `cursor` (the
 * previous page's `nextCursor`) and `limit`.
 */
export function recordsCalls(call: Call) {
  const list =
    <Q extends Record<string, string | number | undefined>, T>(path: string) =>
    (query: Q = {} as Q) =>
      call<T>(path, { token: true, searchParams: params(query) });
  return {
    /** Ledger entries with the money in and out over the range. */
    account: list<AccountRecordQuery, AccountRecordPage>(RECORD_PATHS.account),
    /** Game rounds with stake, payout and net over the range. */
    bets: list<BetRecordQuery, BetRecordPage>(RECORD_PATHS.bets),
    /** Profit and loss per day and game type. */
    profit: list<ProfitQuery, ProfitReport>(RECORD_PATHS.profit),
    /** Bonuses and rebates paid. */
    bonus: list<BonusRecordQuery, AccountRecordPage>(RECORD_PATHS.bonus),
    /** The member's deposits, newest first. */
    deposits: list<DepositListQuery, DepositPage>(CASHIER_PATHS.deposits),
    /** The member's withdrawals, newest first. */
    withdrawals: list<WithdrawalListQuery, WithdrawalPage>(CASHIER_PATHS.withdrawals),
    /** The member's deposit limits: in force, waiting, used. */
    depositLimits: () => call<DepositLimits>(CASHIER_PATHS.depositLimits, { token: true }),
    /** Sets limits (null removes one); a looser one waits 24 hours. */
    setDepositLimits: (update: DepositLimitsUpdate) =>
      call<DepositLimits>(CASHIER_PATHS.depositLimits, {
        method: 'put',
        json: update,
        token: true,
      }),
  };
}
