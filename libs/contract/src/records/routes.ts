import { CASHIER_PATHS } from '../cashier/constants';
import type {
  DepositListQuery,
  DepositPage,
  WithdrawalListQuery,
  WithdrawalPage,
} from '../cashier/cashier-lists';
import type { DepositLimits, DepositLimitsUpdate } from '../cashier/deposit-limits';
import { route, type NoRequest } from '../core/route';
import { RECORD_PATHS } from './constants';
import type {
  AccountRecordPage,
  AccountRecordQuery,
  BetRecordPage,
  BetRecordQuery,
  BonusRecordQuery,
  ProfitQuery,
  ProfitReport,
} from './records';

/**
 * The member centre's records and the member's own cashier lists and deposit limits (the SDK's
 * `records` area, hence the cashier paths here): the route table's entries, no schema.
 */
export const RECORD_ROUTES = {
  account: route<{ query: AccountRecordQuery }, AccountRecordPage>(
    'GET',
    RECORD_PATHS.account,
    'member',
  ),
  bets: route<{ query: BetRecordQuery }, BetRecordPage>('GET', RECORD_PATHS.bets, 'member'),
  profit: route<{ query: ProfitQuery }, ProfitReport>('GET', RECORD_PATHS.profit, 'member'),
  bonus: route<{ query: BonusRecordQuery }, AccountRecordPage>('GET', RECORD_PATHS.bonus, 'member'),
  deposits: route<{ query: DepositListQuery }, DepositPage>(
    'GET',
    CASHIER_PATHS.deposits,
    'member',
  ),
  withdrawals: route<{ query: WithdrawalListQuery }, WithdrawalPage>(
    'GET',
    CASHIER_PATHS.withdrawals,
    'member',
  ),
  depositLimits: route<NoRequest, DepositLimits>('GET', CASHIER_PATHS.depositLimits, 'member'),
  setDepositLimits: route<{ body: DepositLimitsUpdate }, DepositLimits>(
    'PUT',
    CASHIER_PATHS.depositLimits,
    'member',
  ),
};
