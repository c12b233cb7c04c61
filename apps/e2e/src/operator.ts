import {
  memberAdjustmentsPath,
  merchantSettingsPath,
  withdrawalDecisionPath,
  type MerchantSettingsUpdate,
} from '@tessera/contract';
import { OPERATOR_TOKEN, PLATFORM_URL } from './servers';

/** Changes a merchant's settings through the platform's operator API, as an operator would. */
export async function updateMerchantSettings(code: string, update: MerchantSettingsUpdate) {
  const response = await fetch(`${PLATFORM_URL}${merchantSettingsPath(code)}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(update),
  });
  if (!response.ok)
    throw new Error(`operator update failed: HTTP ${response.status} ${await response.text()}`);
}

/** Approves (or rejects, or pays) a withdrawal through the operator API, as an operator would. */
export async function decideWithdrawal(id: number, action: 'approve' | 'reject' | 'pay') {
  const response = await fetch(`${PLATFORM_URL}${withdrawalDecisionPath(id)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ action }),
  });
  if (!response.ok)
    throw new Error(`operator decision failed: HTTP ${response.status} ${await response.text()}`);
}

/** Credits a member's main wallet through the operator API, with a turnover requirement. */
export async function creditWithTurnover(
  memberId: number,
  amount: number,
  turnoverRequired: number,
) {
  const response = await fetch(`${PLATFORM_URL}${memberAdjustmentsPath(memberId)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      amount,
      reason: 'E2E welcome bonus',
      requestId: `e2e-bonus-${memberId}`,
      turnoverRequired,
    }),
  });
  if (!response.ok)
    throw new Error(`operator credit failed: HTTP ${response.status} ${await response.text()}`);
}
