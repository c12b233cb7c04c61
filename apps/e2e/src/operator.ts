import {
  memberAdjustmentsPath,
  merchantSettingsPath,
  withdrawalDecisionPath,
  withdrawalDisputePath,
  type DisputeSettlementRequest,
  type MerchantSettingsUpdate,
  CASHIER_DESK_PATHS,
  PLAYER_OPS_PATHS,
  deskWithdrawalPath,
  type DeskWithdrawalDetail,
  STAFF_OPS_PATHS,
  type BuiltInRole,
  type StaffCredentials,
  type StaffRoles,
} from '@tessera/contract';
import { OPERATOR_TOKEN, PLATFORM_URL } from './servers';

/** Sends one operator call with the test platform's token; throws unless it answers 2xx. */
async function operatorCall<T = unknown>(
  method: 'GET' | 'PUT' | 'POST',
  path: string,
  body: unknown,
  what: string,
  platform = PLATFORM_URL,
): Promise<T> {
  const response = await fetch(`${platform}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${OPERATOR_TOKEN}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`operator ${what} failed: HTTP ${response.status} ${await response.text()}`);
  return ((await response.json()) as { value: T }).value;
}

/**
 * Adds a staff member with a built-in role through the bootstrap token, as the first owner of a
 * new installation is made; answers the initial password.
 */
export async function addStaffWithToken(
  name: string,
  email: string,
  role: BuiltInRole,
  platform = PLATFORM_URL,
) {
  const roles = await operatorCall<StaffRoles>(
    'GET',
    STAFF_OPS_PATHS.roles,
    undefined,
    'roles',
    platform,
  );
  const roleId = roles.items.find((each) => each.key === role)?.id;
  if (roleId === undefined) throw new Error(`no built-in role ${role}`);
  const created = await operatorCall<StaffCredentials>(
    'POST',
    STAFF_OPS_PATHS.staff,
    { name, email, roleId, merchants: { all: true, codes: [] } },
    'new staff member',
    platform,
  );
  return created.initialPassword;
}

/** One withdrawal as the money desk's drawer reads it, through the bootstrap token. */
export const deskWithdrawal = (id: number) =>
  operatorCall<DeskWithdrawalDetail>('GET', deskWithdrawalPath(id), undefined, 'desk withdrawal');

/** The id of one member of a merchant the player desk finds by `q`, through the bootstrap token. */
export async function someMemberId(merchant: string, q: string): Promise<number> {
  const page = await operatorCall<{ items: { id: number }[] }>(
    'GET',
    `${PLAYER_OPS_PATHS.search}?merchant=${merchant}&q=${encodeURIComponent(q)}&by=username`,
    undefined,
    'player search',
  );
  const id = page.items[0]?.id;
  if (id === undefined) throw new Error(`no ${merchant} member matches ${q}`);
  return id;
}

/** Sets a merchant's four-eyes amounts (minor units; null: off) through the bootstrap token. */
export const setFourEyes = (merchant: string, withdrawalFourEyes: number | null) =>
  operatorCall(
    'PUT',
    CASHIER_DESK_PATHS.thresholds.replace(':code', merchant),
    { withdrawalFourEyes, adjustmentFourEyes: null, riskAmount: null },
    'thresholds',
  );

/** Changes a merchant's settings through the platform's operator API, as an operator would. */
export const updateMerchantSettings = (
  code: string,
  update: MerchantSettingsUpdate,
  platform = PLATFORM_URL,
) => operatorCall('PUT', merchantSettingsPath(code), update, 'update', platform);

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
