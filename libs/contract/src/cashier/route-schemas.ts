import Type from 'typebox';
import { bindSchemas } from '../core/route-schemas';
import { Deposit, DepositMethods, DepositParams, DepositRequest } from './deposits';
import {
  PayeeAccount,
  PayeeAccountParams,
  PayeeAccountRequest,
  PayeeAccounts,
} from './payee-accounts';
import { PayeeNameState } from './payee-name';
import { CASHIER_ROUTES, WITHDRAWAL_ROUTES } from './routes';
import {
  ChangeWithdrawalPasswordRequest,
  SetWithdrawalPasswordRequest,
} from './withdrawal-password';
import { WithdrawalOverview } from './withdrawal-overview';
import { WithdrawalConfirmationForm } from './withdrawal-confirmation';
import { Withdrawal, WithdrawalParams, WithdrawalRequest } from './withdrawals';

const PASSWORD_CHECK = ['WITHDRAWAL_PASSWORD_NOT_SET', 'WITHDRAWAL_PASSWORD_WRONG'] as const;

/** The cashier calls with their schemas (platform and tests only). */
export const CASHIER_CALLS = bindSchemas(CASHIER_ROUTES, {
  depositMethods: { reply: DepositMethods },
  createDeposit: {
    body: DepositRequest,
    reply: Deposit,
    errors: [
      'DEPOSIT_AMOUNT_INVALID',
      'DEPOSIT_AMOUNT_OUT_OF_RANGE',
      'DEPOSIT_DAILY_LIMIT',
      'DEPOSIT_LIMIT_EXCEEDED',
      'PAYMENT_METHOD_UNAVAILABLE',
      'PAYMENT_CURRENCY_MISMATCH',
      'TRIAL_ACCOUNT',
      'SELF_EXCLUDED',
      'TIMED_OUT',
    ],
  },
  deposit: { params: DepositParams, reply: Deposit, errors: ['DEPOSIT_NOT_FOUND'] },
  setWithdrawalPassword: {
    body: SetWithdrawalPasswordRequest,
    reply: Type.Null(),
    errors: ['WITHDRAWAL_PASSWORD_ALREADY_SET'],
  },
  changeWithdrawalPassword: {
    body: ChangeWithdrawalPasswordRequest,
    reply: Type.Null(),
    errors: PASSWORD_CHECK,
  },
  payeeName: { reply: PayeeNameState },
  payeeAccounts: { reply: PayeeAccounts },
  addPayeeAccount: {
    body: PayeeAccountRequest,
    reply: PayeeAccount,
    errors: ['PAYEE_ACCOUNT_DUPLICATE', 'PAYEE_ACCOUNT_LIMIT', 'PAYEE_NAME_MISMATCH'],
  },
  removePayeeAccount: {
    params: PayeeAccountParams,
    reply: Type.Null(),
    errors: ['PAYEE_ACCOUNT_NOT_FOUND'],
  },
  withdrawalOverview: { reply: WithdrawalOverview },
  requestWithdrawal: {
    body: WithdrawalRequest,
    reply: Withdrawal,
    errors: [
      'WITHDRAWAL_AMOUNT_INVALID',
      'WITHDRAWAL_AMOUNT_OUT_OF_RANGE',
      'WITHDRAWAL_UNAVAILABLE',
      'PAYEE_ACCOUNT_NOT_FOUND',
      'INSUFFICIENT_BALANCE',
      'TURNOVER_NOT_MET',
      'DOCUMENTS_REQUIRED',
      'TRIAL_ACCOUNT',
      ...PASSWORD_CHECK,
    ],
  },
});

/** One withdrawal's status and its confirmation with their schemas. */
export const WITHDRAWAL_CALLS = bindSchemas(WITHDRAWAL_ROUTES, {
  get: { params: WithdrawalParams, reply: Withdrawal, errors: ['WITHDRAWAL_NOT_FOUND'] },
  confirm: {
    params: WithdrawalParams,
    multipart: WithdrawalConfirmationForm,
    reply: Withdrawal,
    errors: [
      'WITHDRAWAL_CONFIRMATION_INVALID',
      'WITHDRAWAL_PROOF_TOO_MANY',
      'WITHDRAWAL_PROOF_TOO_LARGE',
      'WITHDRAWAL_PROOF_NOT_IMAGE',
      'WITHDRAWAL_PROOF_REQUIRED',
      'WITHDRAWAL_PROOF_UNEXPECTED',
      'WITHDRAWAL_NOT_FOUND',
      'WITHDRAWAL_STATE_CONFLICT',
    ],
  },
});
