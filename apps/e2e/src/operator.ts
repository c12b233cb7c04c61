import {
  memberAdjustmentsPath,
  merchantSettingsPath,
  withdrawalDecisionPath,
  withdrawalDisputePath,
  type DisputeSettlementRequest,
  type MerchantSettingsUpdate,
} from '@tessera/contract';
import { OPERATOR_TOKEN, PLATFORM_URL } from './servers';

/** Sends one operator call with the test platform's token; throws unless it answers 2xx. */
async function operatorCall(method: 'PUT' | 'POST', path: string, body: unknown, what: string) {
  const response = await fetch(`${PLATFORM_URL}${path}`, {
    method,
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`operator ${what} failed: HTTP ${response.status} ${await response.text()}`);
}

/** Changes a merchant's settings through the platform's operator API, as an operator would. */
export const updateMerchantSettings = (code: string, update: MerchantSettingsUpdate) =>
  operatorCall('PUT', merchantSettingsPath(code), update, 'update');

/** Approves (or rejects, or pays) a withdrawal through the operator API, as an operator would. */
export const decideWithdrawal = (id: number, action: 'approve' | 'reject' | 'pay') =>
  operatorCall('POST', withdrawalDecisionPath(id), { action }, 'decision');

/** Settles a disputed withdrawal through the operator API, as an operator would. */
export const settleDispute = (id: number, settlement: DisputeSettlementRequest) =>
  operatorCall('POST', withdrawalDisputePath(id), settlement, 'settlement');

/** Credits a member's main wallet through the operator API, with a turnover requirement. */
export const creditWithTurnover = (memberId: number, amount: number, turnoverRequired: number) =>
  operatorCall(
    'POST',
    memberAdjustmentsPath(memberId),
    {
      amount,
      reasonCode: 'bonus',
      reason: 'E2E welcome bonus',
      requestId: `e2e-bonus-${memberId}`,
      turnoverRequired,
    },
    'credit',
  );

/** Credits a member's main wallet through the operator API, without a turnover requirement. */
export const creditMember = (memberId: number, amount: number) =>
  operatorCall(
    'POST',
    memberAdjustmentsPath(memberId),
    { amount, reasonCode: 'test', reason: 'E2E deposit', requestId: `e2e-credit-${memberId}` },
    'credit',
  );
