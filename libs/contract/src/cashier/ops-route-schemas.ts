import { binaryReply, bindSchemas } from '../core/route-schemas';
import { PROOF_MEDIA_TYPES } from './constants';
import {
  MerchantCodeParams,
  MerchantCurrencyUpdate,
  MerchantPaymentMethodParams,
  MerchantProfile,
  PaymentMethodSettings,
  PaymentMethodUpdate,
} from '../operator/merchant-updates';
import { BalanceAdjustment, BalanceAdjustmentRequest, MemberParams } from '../wallet/wallets';
import { DepositParams } from './deposits';
import { CASHIER_OPS_ROUTES, TURNOVER_OPS_ROUTES } from './ops-routes';
import {
  DepositDecision,
  OperatorDeposit,
  OperatorDepositQuery,
  OperatorDeposits,
} from './operator-deposits';
import { PayeeNameCorrectionRequest, PayeeNameHistory } from './payee-name';
import {
  TurnoverRequirement,
  TurnoverRequirementParams,
  TurnoverRequirements,
  TurnoverWaiver,
} from './turnover';
import { WithdrawalProofParams, WithdrawalProofs } from './withdrawal-confirmation';
import {
  DisputeSettlementRequest,
  OperatorWithdrawal,
  OperatorWithdrawals,
  WithdrawalDecision,
  WithdrawalParams,
  WithdrawalQuery,
} from './withdrawals';

/** The operator's payments desk with its schemas (platform and tests only). */
export const CASHIER_OPS_CALLS = bindSchemas(CASHIER_OPS_ROUTES, {
  withdrawals: { querystring: WithdrawalQuery, reply: OperatorWithdrawals },
  decideWithdrawal: {
    params: WithdrawalParams,
    body: WithdrawalDecision,
    reply: OperatorWithdrawal,
    errors: ['WITHDRAWAL_NOT_FOUND', 'WITHDRAWAL_STATE_CONFLICT'],
  },
  withdrawalProofs: { params: WithdrawalParams, reply: WithdrawalProofs },
  withdrawalProof: {
    params: WithdrawalProofParams,
    reply: binaryReply(...PROOF_MEDIA_TYPES),
    errors: ['WITHDRAWAL_PROOF_NOT_FOUND'],
  },
  settleDispute: {
    params: WithdrawalParams,
    body: DisputeSettlementRequest,
    reply: OperatorWithdrawal,
    errors: [
      'WITHDRAWAL_NOT_FOUND',
      'WITHDRAWAL_STATE_CONFLICT',
      'WITHDRAWAL_REFUND_INVALID',
      'DISPUTE_ALREADY_SETTLED',
    ],
  },
  deposits: { querystring: OperatorDepositQuery, reply: OperatorDeposits },
  decideDeposit: {
    params: DepositParams,
    body: DepositDecision,
    reply: OperatorDeposit,
    errors: ['DEPOSIT_NOT_FOUND', 'DEPOSIT_STATE_CONFLICT'],
  },
  adjustBalance: {
    params: MemberParams,
    body: BalanceAdjustmentRequest,
    reply: BalanceAdjustment,
    errors: [
      'ADJUSTMENT_AMOUNT_INVALID',
      'TURNOVER_REQUIRED_INVALID',
      'INSUFFICIENT_BALANCE',
      'REQUEST_ID_CONFLICT',
      'NOT_FOUND',
    ],
  },
  payeeName: { params: MemberParams, reply: PayeeNameHistory, errors: ['NOT_FOUND'] },
  correctPayeeName: {
    params: MemberParams,
    body: PayeeNameCorrectionRequest,
    reply: PayeeNameHistory,
    errors: ['NOT_FOUND', 'INVALID_FIELD'],
  },
  changeCurrency: {
    params: MerchantCodeParams,
    body: MerchantCurrencyUpdate,
    reply: MerchantProfile,
    errors: ['MERCHANT_UNKNOWN', 'CURRENCY_IN_USE'],
  },
  updatePaymentMethod: {
    params: MerchantPaymentMethodParams,
    body: PaymentMethodUpdate,
    reply: PaymentMethodSettings,
    errors: ['MERCHANT_UNKNOWN', 'PAYMENT_METHOD_UNKNOWN', 'BAD_REQUEST'],
  },
});

/** The operator's turnover calls with their schemas. */
export const TURNOVER_OPS_CALLS = bindSchemas(TURNOVER_OPS_ROUTES, {
  requirements: { params: MemberParams, reply: TurnoverRequirements },
  waive: {
    params: TurnoverRequirementParams,
    body: TurnoverWaiver,
    reply: TurnoverRequirement,
    errors: ['TURNOVER_REQUIREMENT_NOT_FOUND', 'TURNOVER_REQUIREMENT_CLEARED'],
  },
});
