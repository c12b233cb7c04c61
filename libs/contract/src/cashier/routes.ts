import { route, type MultipartBody, type NoRequest } from '../core/route';
import { CASHIER_PATHS } from './constants';
import type { Deposit, DepositMethods, DepositRequest } from './deposits';
import type { PayeeAccount, PayeeAccountRequest, PayeeAccounts } from './payee-accounts';
import type { PayeeNameState } from './payee-name';
import type {
  ChangeWithdrawalPasswordRequest,
  SetWithdrawalPasswordRequest,
} from './withdrawal-password';
import type { WithdrawalOverview } from './withdrawal-overview';
import type { Withdrawal, WithdrawalRequest } from './withdrawals';

type ById = { params: { id: number } };

/**
 * The member's cashier calls (deposits, withdrawal password, payee accounts, withdrawals): the
 * route table's entries (no schema; the SDK reads these). Every one needs the session.
 */
export const CASHIER_ROUTES = {
  depositMethods: route<NoRequest, DepositMethods>('GET', CASHIER_PATHS.depositMethods, 'member'),
  createDeposit: route<{ body: DepositRequest }, Deposit>('POST', CASHIER_PATHS.deposits, 'member'),
  deposit: route<ById, Deposit>('GET', CASHIER_PATHS.deposit, 'member'),
  setWithdrawalPassword: route<{ body: SetWithdrawalPasswordRequest }>(
    'POST',
    CASHIER_PATHS.withdrawalPassword,
    'member',
  ),
  changeWithdrawalPassword: route<{ body: ChangeWithdrawalPasswordRequest }>(
    'PUT',
    CASHIER_PATHS.withdrawalPassword,
    'member',
  ),
  payeeName: route<NoRequest, PayeeNameState>('GET', CASHIER_PATHS.payeeName, 'member'),
  payeeAccounts: route<NoRequest, PayeeAccounts>('GET', CASHIER_PATHS.payeeAccounts, 'member'),
  addPayeeAccount: route<{ body: PayeeAccountRequest }, PayeeAccount>(
    'POST',
    CASHIER_PATHS.payeeAccounts,
    'member',
  ),
  removePayeeAccount: route<ById>('DELETE', CASHIER_PATHS.payeeAccount, 'member'),
  withdrawalOverview: route<NoRequest, WithdrawalOverview>(
    'GET',
    CASHIER_PATHS.withdrawalOverview,
    'member',
  ),
  requestWithdrawal: route<{ body: WithdrawalRequest }, Withdrawal>(
    'POST',
    CASHIER_PATHS.withdrawals,
    'member',
  ),
};

/** One withdrawal's status and the payee's confirmation, a multipart form (`withdrawals`). */
export const WITHDRAWAL_ROUTES = {
  get: route<ById, Withdrawal>('GET', CASHIER_PATHS.withdrawal, 'member'),
  /** The outcome, with 1 to 3 proof images when NOT_RECEIVED. */
  confirm: route<ById & { body: MultipartBody }, Withdrawal>(
    'POST',
    CASHIER_PATHS.withdrawalConfirmation,
    'member',
  ),
};
