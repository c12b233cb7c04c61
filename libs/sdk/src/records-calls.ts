import {
  RECORD_ROUTES,
  type AccountRecordQuery,
  type BetRecordQuery,
  type BonusRecordQuery,
  type DepositLimitsUpdate,
  type DepositListQuery,
  type ProfitQuery,
  type WithdrawalListQuery,
} from '@tessera/contract';
import { callRoute } from './route-call';
import type { Call } from './transport';

/**
 * The member centre's records (spec §2, §9) and the member's own cashier lists and deposit
 * limits. Every list takes `from`/`to` (calendar days in the merchant's zone), `cursor` (the
 * previous page's `nextCursor`) and `limit`; unset and empty fields are left out of the query.
 */
export function recordsCalls(call: Call) {
  return {
    /** Ledger entries with the money in and out over the range. */
    account: (query: AccountRecordQuery = {}) => callRoute(call, RECORD_ROUTES.account, { query }),
    /** Game rounds with stake, payout and net over the range. */
    bets: (query: BetRecordQuery = {}) => callRoute(call, RECORD_ROUTES.bets, { query }),
    /** Profit and loss per day and game type. */
    profit: (query: ProfitQuery = {}) => callRoute(call, RECORD_ROUTES.profit, { query }),
    /** Bonuses and rebates paid. */
    bonus: (query: BonusRecordQuery = {}) => callRoute(call, RECORD_ROUTES.bonus, { query }),
    /** The member's deposits, newest first. */
    deposits: (query: DepositListQuery = {}) => callRoute(call, RECORD_ROUTES.deposits, { query }),
    /** The member's withdrawals, newest first. */
    withdrawals: (query: WithdrawalListQuery = {}) =>
      callRoute(call, RECORD_ROUTES.withdrawals, { query }),
    /** The member's deposit limits: in force, waiting, used. */
    depositLimits: () => callRoute(call, RECORD_ROUTES.depositLimits),
    /** Sets limits (null removes one); a looser one waits 24 hours. */
    setDepositLimits: (update: DepositLimitsUpdate) =>
      callRoute(call, RECORD_ROUTES.setDepositLimits, { body: update }),
  };
}
