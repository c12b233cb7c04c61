import {
  DepositListQuery,
  DepositPage,
  WithdrawalListQuery,
  WithdrawalPage,
} from '../cashier/cashier-lists';
import { DepositLimits, DepositLimitsUpdate } from '../cashier/deposit-limits';
import { bindSchemas } from '../core/route-schemas';
import {
  AccountRecordPage,
  AccountRecordQuery,
  BetRecordPage,
  BetRecordQuery,
  BonusRecordQuery,
  ProfitQuery,
  ProfitReport,
} from './records';
import { RECORD_ROUTES } from './routes';

const RANGE = ['RECORD_RANGE_INVALID'] as const;

/** The records calls with their schemas (platform and tests only). */
export const RECORD_CALLS = bindSchemas(RECORD_ROUTES, {
  account: { querystring: AccountRecordQuery, reply: AccountRecordPage, errors: RANGE },
  bets: { querystring: BetRecordQuery, reply: BetRecordPage, errors: RANGE },
  profit: { querystring: ProfitQuery, reply: ProfitReport, errors: RANGE },
  bonus: { querystring: BonusRecordQuery, reply: AccountRecordPage, errors: RANGE },
  deposits: { querystring: DepositListQuery, reply: DepositPage, errors: RANGE },
  withdrawals: { querystring: WithdrawalListQuery, reply: WithdrawalPage, errors: RANGE },
  depositLimits: { reply: DepositLimits },
  setDepositLimits: {
    body: DepositLimitsUpdate,
    reply: DepositLimits,
    errors: ['DEPOSIT_LIMIT_INVALID'],
  },
});
