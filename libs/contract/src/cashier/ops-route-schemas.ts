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
import { BalanceAdjustmentRequest, MemberParams } from '../wallet/wallets';
import {
  AdjustmentDecision,
  AdjustmentOutcome,
  DecidedWithdrawal,
  DeskDepositDetail,
  DeskDepositPage,
  DeskDepositQuery,
  DeskRowParams,
  DeskThresholds,
  DeskWithdrawalDetail,
  DeskWithdrawalPage,
  DeskWithdrawalQuery,
  MerchantDeskThresholds,
  PendingAdjustment,
  PendingAdjustmentPage,
  PendingAdjustmentQuery,
} from './desk';
import { DepositParams } from './deposits';
import { CASHIER_DESK_ROUTES, CASHIER_OPS_ROUTES, TURNOVER_OPS_ROUTES } from './ops-routes';
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
    reply: DecidedWithdrawal,
    errors: ['WITHDRAWAL_NOT_FOUND', 'WITHDRAWAL_STATE_CONFLICT', 'SAME_APPROVER'],
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
    reply: AdjustmentOutcome,
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

/** The money desk with its schemas. */
export const CASHIER_DESK_CALLS = bindSchemas(CASHIER_DESK_ROUTES, {
  withdrawals: { querystring: DeskWithdrawalQuery, reply: DeskWithdrawalPage },
  withdrawal: {
    params: DeskRowParams,
    reply: DeskWithdrawalDetail,
    errors: ['WITHDRAWAL_NOT_FOUND'],
  },
  deposits: { querystring: DeskDepositQuery, reply: DeskDepositPage },
  deposit: { params: DeskRowParams, reply: DeskDepositDetail, errors: ['DEPOSIT_NOT_FOUND'] },
  adjustments: { querystring: PendingAdjustmentQuery, reply: PendingAdjustmentPage },
  decideAdjustment: {
    params: DeskRowParams,
    body: AdjustmentDecision,
    reply: PendingAdjustment,
    errors: [
      'ADJUSTMENT_NOT_FOUND',
      'ADJUSTMENT_STATE_CONFLICT',
      'SAME_APPROVER',
      'INSUFFICIENT_BALANCE',
      'REQUEST_ID_CONFLICT',
    ],
  },
  thresholds: {
    params: MerchantCodeParams,
    reply: MerchantDeskThresholds,
    errors: ['MERCHANT_UNKNOWN'],
  },
  setThresholds: {
    params: MerchantCodeParams,
    body: DeskThresholds,
    reply: MerchantDeskThresholds,
    errors: ['MERCHANT_UNKNOWN'],
  },
});
