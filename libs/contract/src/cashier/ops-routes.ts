import type {
  MerchantCurrencyUpdate,
  MerchantProfile,
  PaymentMethodSettings,
  PaymentMethodUpdate,
} from '../operator/merchant-updates';
import type { BinaryReply } from '../core/route';
import { opsRoute } from '../operator/ops-route';
import { OPERATOR_PATHS } from '../operator/paths';
import type { BalanceAdjustmentRequest } from '../wallet/wallets';
import { CASHIER_DESK_PATHS } from './constants';
import type {
  AdjustmentDecision,
  AdjustmentOutcome,
  DecidedWithdrawal,
  DeskDepositDetail,
  DeskDepositPage,
  DeskDepositQuery,
  DeskThresholds,
  DeskWithdrawalDetail,
  DeskWithdrawalPage,
  DeskWithdrawalQuery,
  MerchantDeskThresholds,
  PendingAdjustment,
  PendingAdjustmentPage,
  PendingAdjustmentQuery,
} from './desk';
import type {
  DepositDecision,
  OperatorDeposit,
  OperatorDepositQuery,
  OperatorDeposits,
} from './operator-deposits';
import type { PayeeNameCorrectionRequest, PayeeNameHistory } from './payee-name';
import type { TurnoverRequirement, TurnoverRequirements, TurnoverWaiver } from './turnover';
import type { WithdrawalProofs } from './withdrawal-confirmation';
import type {
  DisputeSettlementRequest,
  OperatorWithdrawal,
  OperatorWithdrawals,
  WithdrawalDecision,
  WithdrawalQuery,
} from './withdrawals';

type ById = { params: { id: number } };

/**
 * The operator's payments desk: the withdrawal and bank deposit queues and decisions, dispute
 * settlement, balance adjustments, payee names, a merchant's currency and deposit methods. A
 * proof image itself is bytes, not an envelope (`BinaryReply`).
 */
export const CASHIER_OPS_ROUTES = {
  withdrawals: opsRoute<{ query: WithdrawalQuery }, OperatorWithdrawals>(
    'GET',
    OPERATOR_PATHS.withdrawals,
    'withdrawals.read',
  ),
  /**
   * Above the merchant's four-eyes amount an approval needs two different people: the first
   * leaves it requested with `approvals: { count: 1, required: 2 }`, the same person again is
   * 409 SAME_APPROVER.
   */
  decideWithdrawal: opsRoute<ById & { body: WithdrawalDecision }, DecidedWithdrawal>(
    'POST',
    OPERATOR_PATHS.withdrawalDecision,
    'withdrawals.approve',
  ),
  withdrawalProofs: opsRoute<ById, WithdrawalProofs>(
    'GET',
    OPERATOR_PATHS.withdrawalProofs,
    'withdrawals.read',
  ),
  /** The bytes of one proof image, sent as a download. */
  withdrawalProof: opsRoute<{ params: { id: number; proofId: number } }, BinaryReply>(
    'GET',
    OPERATOR_PATHS.withdrawalProof,
    'withdrawals.read',
  ),
  settleDispute: opsRoute<ById & { body: DisputeSettlementRequest }, OperatorWithdrawal>(
    'POST',
    OPERATOR_PATHS.withdrawalDispute,
    'withdrawals.disputes',
  ),
  deposits: opsRoute<{ query: OperatorDepositQuery }, OperatorDeposits>(
    'GET',
    OPERATOR_PATHS.deposits,
    'deposits.read',
  ),
  decideDeposit: opsRoute<ById & { body: DepositDecision }, OperatorDeposit>(
    'POST',
    OPERATOR_PATHS.depositDecision,
    'deposits.approve',
  ),
  /**
   * `:id` is the member id. Booked at once, or (size above the merchant's four-eyes amount)
   * held as a pending adjustment for a second person (`cashierDesk.decideAdjustment`).
   */
  adjustBalance: opsRoute<ById & { body: BalanceAdjustmentRequest }, AdjustmentOutcome>(
    'POST',
    OPERATOR_PATHS.memberAdjustments,
    'balances.adjust',
  ),
  payeeName: opsRoute<ById, PayeeNameHistory>(
    'GET',
    OPERATOR_PATHS.memberPayeeName,
    'members.read',
  ),
  correctPayeeName: opsRoute<ById & { body: PayeeNameCorrectionRequest }, PayeeNameHistory>(
    'PUT',
    OPERATOR_PATHS.memberPayeeName,
    'members.payee-name',
  ),
  changeCurrency: opsRoute<
    { params: { code: string }; body: MerchantCurrencyUpdate },
    MerchantProfile
  >('PUT', OPERATOR_PATHS.merchantCurrency, 'merchants.currency'),
  updatePaymentMethod: opsRoute<
    { params: { code: string; method: string }; body: PaymentMethodUpdate },
    PaymentMethodSettings
  >('PATCH', OPERATOR_PATHS.merchantPaymentMethod, 'payments.methods'),
};

/** The operator's turnover calls: a member's requirements and a waiver (`:id` is the member). */
export const TURNOVER_OPS_ROUTES = {
  requirements: opsRoute<ById, TurnoverRequirements>(
    'GET',
    OPERATOR_PATHS.memberTurnover,
    'members.read',
  ),
  waive: opsRoute<
    { params: { id: number; requirementId: number }; body: TurnoverWaiver },
    TurnoverRequirement
  >('POST', OPERATOR_PATHS.turnoverWaiver, 'turnover.waive'),
};

/**
 * The money desk (issue 29): queue pages per merchant with risk flags, one row's drawer, the
 * merchant's four-eyes amounts, and the second approval of held adjustments.
 */
export const CASHIER_DESK_ROUTES = {
  withdrawals: opsRoute<{ query: DeskWithdrawalQuery }, DeskWithdrawalPage>(
    'GET',
    CASHIER_DESK_PATHS.withdrawals,
    'withdrawals.read',
  ),
  withdrawal: opsRoute<ById, DeskWithdrawalDetail>(
    'GET',
    CASHIER_DESK_PATHS.withdrawal,
    'withdrawals.read',
  ),
  deposits: opsRoute<{ query: DeskDepositQuery }, DeskDepositPage>(
    'GET',
    CASHIER_DESK_PATHS.deposits,
    'deposits.read',
  ),
  deposit: opsRoute<ById, DeskDepositDetail>('GET', CASHIER_DESK_PATHS.deposit, 'deposits.read'),
  adjustments: opsRoute<{ query: PendingAdjustmentQuery }, PendingAdjustmentPage>(
    'GET',
    CASHIER_DESK_PATHS.adjustments,
    'balances.adjust',
  ),
  decideAdjustment: opsRoute<ById & { body: AdjustmentDecision }, PendingAdjustment>(
    'POST',
    CASHIER_DESK_PATHS.adjustmentDecision,
    'balances.approve',
  ),
  thresholds: opsRoute<{ params: { code: string } }, MerchantDeskThresholds>(
    'GET',
    CASHIER_DESK_PATHS.thresholds,
    'withdrawals.read',
  ),
  setThresholds: opsRoute<
    { params: { code: string }; body: DeskThresholds },
    MerchantDeskThresholds
  >('PUT', CASHIER_DESK_PATHS.thresholds, 'cashier.thresholds'),
};
