import {
  CASHIER_PATHS,
  depositPath,
  payeeAccountPath,
  type ChangeWithdrawalPasswordRequest,
  type Deposit,
  type DepositMethods,
  type DepositRequest,
  type PayeeAccount,
  type PayeeAccountRequest,
  type PayeeAccounts,
  type PayeeNameState,
  type SetWithdrawalPasswordRequest,
  type Withdrawal,
  type WithdrawalOverview,
  type WithdrawalRequest,
} from '@tessera/contract';
import type { Call } from './transport';

/**
 * Cashier calls (deposits, withdrawal password, payee accounts, withdrawals); every one needs
 * the session token. Money goes both ways as integer minor units.
 */
export function cashierCalls(call: Call) {
  // POST sets the first withdrawal password, PUT changes it; both answer nothing.
  const password = (method: 'post' | 'put', json: unknown) =>
    call<null>(CASHIER_PATHS.withdrawalPassword, { method, json, token: true, empty: true }).then(
      () => {},
    );
  return {
    /** The deposit methods of the member's merchant, in the merchant's order. */
    depositMethods: () => call<DepositMethods>(CASHIER_PATHS.depositMethods, { token: true }),
    /** Opens a deposit; the reply says how to pay (provider page, QR text or bank details). */
    createDeposit: (req: DepositRequest) =>
      call<Deposit>(CASHIER_PATHS.deposits, { method: 'post', json: req, token: true }),
    /** One of the member's deposits, for its status. */
    deposit: (id: number) => call<Deposit>(depositPath(id), { token: true }),
    /** Sets the first withdrawal password. */
    setWithdrawalPassword: (req: SetWithdrawalPasswordRequest) => password('post', req),
    /** Changes the withdrawal password; the old one must match. */
    changeWithdrawalPassword: (req: ChangeWithdrawalPasswordRequest) => password('put', req),
    /**
     * The member's payee name, whether it is fixed, and the rule a new one meets: the first
     * payee account gives it when sign-up did not.
     */
    payeeName: () => call<PayeeNameState>(CASHIER_PATHS.payeeName, { token: true }),
    /** The accounts withdrawals can be paid to, numbers masked. */
    payeeAccounts: () => call<PayeeAccounts>(CASHIER_PATHS.payeeAccounts, { token: true }),
    /** Binds a bank or e-wallet account in the member's payee name (the first one sets it). */
    addPayeeAccount: (req: PayeeAccountRequest) =>
      call<PayeeAccount>(CASHIER_PATHS.payeeAccounts, { method: 'post', json: req, token: true }),
    /** Unbinds one payee account. */
    removePayeeAccount: (id: number) =>
      call<null>(payeeAccountPath(id), { method: 'delete', token: true, empty: true }).then(
        () => {},
      ),
    /**
     * What the Withdraw page shows first: password set and tries left, the merchant's limits,
     * the available balance and the bonus turnover still to wager.
     */
    withdrawalOverview: () =>
      call<WithdrawalOverview>(CASHIER_PATHS.withdrawalOverview, { token: true }),
    /** Requests a withdrawal; the amount is held at once. */
    requestWithdrawal: (req: WithdrawalRequest) =>
      call<Withdrawal>(CASHIER_PATHS.withdrawals, { method: 'post', json: req, token: true }),
  };
}
