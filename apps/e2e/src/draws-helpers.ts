import { randomUUID } from 'node:crypto';
import {
  DRAW_OPS_PATHS,
  MISSION_OPS_PATHS,
  memberAdjustmentsPath,
  type DrawKind,
  type MissionInput,
} from '@tessera/contract';
import { OPERATOR_TOKEN, PLATFORM_URL } from './servers';

/** One operator call of the draws and missions tests; throws unless it answers 200. */
async function ops(method: 'POST' | 'PUT', path: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${PLATFORM_URL}${path}`, {
    method,
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`operator ${path}: HTTP ${response.status} ${await response.text()}`);
  return ((await response.json()) as { value: unknown }).value;
}

/** Gives a member a draw ticket, as an operator would (a fresh requestId: a new ticket). */
export const grantTicket = (merchant: string, account: string, kind: DrawKind) =>
  ops('POST', DRAW_OPS_PATHS.grant.replace(':code', merchant), {
    account,
    kind,
    requestId: `e2e-${randomUUID()}`,
  });

/** Adds a mission to a merchant, as an operator would. */
export const addMission = (merchant: string, mission: MissionInput) =>
  ops('POST', MISSION_OPS_PATHS.missions.replace(':code', merchant), mission);

/** Credits a member's main wallet with money to play with (no turnover requirement). */
export const creditMember = (memberId: number, amount: number) =>
  ops('POST', memberAdjustmentsPath(memberId), {
    amount,
    reasonCode: 'test',
    reason: 'E2E missions stake',
    requestId: `e2e-missions-${memberId}`,
  });
