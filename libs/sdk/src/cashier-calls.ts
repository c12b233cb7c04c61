import {
  CASHIER_ROUTES,
  type ChangeWithdrawalPasswordRequest,
  type DepositRequest,
  type PayeeAccountRequest,
  type SetWithdrawalPasswordRequest,
  type WithdrawalRequest,
} from '@tessera/contract';
import { callRoute } from './route-call';
import type { Call } from './transport';

// The calls that answer nothing: an OK envelope with `value: null` is their success.
const EMPTY = { empty: true } as const;

/**
 * Cashier calls (deposits, withdrawal password, payee accounts, withdrawals); every one needs
 * the session token. Money goes both ways as integer minor units.
 */
export function cashierCalls(call: Call) {
  return {
    /** The deposit methods of the member's merchant, in the merchant's order. */
    depositMethods: () => callRoute(call, CASHIER_ROUTES.depositMethods),
    /** Opens a deposit; the reply says how to pay (provider page, QR text or bank details). */
    createDeposit: (req: DepositRequest) =>
      callRoute(call, CASHIER_ROUTES.createDeposit, { body: req }),
    /** One of the member's deposits, for its status. */
    deposit: (id: number) => callRoute(call, CASHIER_ROUTES.deposit, { params: { id } }),
    /** Sets the first withdrawal password. */
    setWithdrawalPassword: (req: SetWithdrawalPasswordRequest) =>
      callRoute(call, CASHIER_ROUTES.setWithdrawalPassword, { body: req }, EMPTY).then(() => {}),
    /** Changes the withdrawal password; the old one must match. */
    changeWithdrawalPassword: (req: ChangeWithdrawalPasswordRequest) =>
      callRoute(call, CASHIER_ROUTES.changeWithdrawalPassword, { body: req }, EMPTY).then(() => {}),
    /**
     * The member's payee name, whether it is fixed, and the rule a new one meets: the first
     * payee account gives it when sign-up did not.
     */
    payeeName: () => callRoute(call, CASHIER_ROUTES.payeeName),
    /** The accounts withdrawals can be paid to, numbers masked. */
    payeeAccounts: () => callRoute(call, CASHIER_ROUTES.payeeAccounts),
    /** Binds a bank or e-wallet account in the member's payee name (the first one sets it). */
    addPayeeAccount: (req: PayeeAccountRequest) =>
      callRoute(call, CASHIER_ROUTES.addPayeeAccount, { body: req }),
    /** Unbinds one payee account. */
    removePayeeAccount: (id: number) =>
      callRoute(call, CASHIER_ROUTES.removePayeeAccount, { params: { id } }, EMPTY).then(() => {}),
    /**
     * What the Withdraw page shows first: password set and tries left, the merchant's limits,
     * the available balance and the bonus turnover still to wager.
     */
    withdrawalOverview: () => callRoute(call, CASHIER_ROUTES.withdrawalOverview),
    /** Requests a withdrawal; the amount is held at once. */
    requestWithdrawal: (req: WithdrawalRequest) =>
      callRoute(call, CASHIER_ROUTES.requestWithdrawal, { body: req }),
  };
}
