import { boundOpsRoutes, type BOUND_OPS_ROUTE_TABLE } from '@tessera/contract';
import type { FastifyRequest } from 'fastify';
import { redactBody } from './redact';

declare module 'fastify' {
  interface FastifyRequest {
    /** What the handler noted of the state it changes (redacted); null until it notes. */
    auditBefore: { value: unknown } | null;
  }
}

type OpsTable = typeof BOUND_OPS_ROUTE_TABLE;
/** An operator call's name as the trail stores it: `area.call`. */
type OpsCallName = {
  [A in keyof OpsTable]: `${A & string}.${keyof OpsTable[A] & string}`;
}[keyof OpsTable];

/**
 * Notes the state an operator call is about to change, for its audit row's `before`: read by
 * the owner module's handler (in the transaction of the change where it has one, else right
 * before it), redacted by the rules of the row's `after`. `null` says "nothing was there" (an
 * upsert creating its row). The last note of a request wins.
 */
export function noteAuditBefore(request: FastifyRequest, snapshot: unknown): void {
  request.auditBefore = { value: snapshot === undefined ? null : redactBody(snapshot) };
}

/**
 * The mutating operator calls that have no `before` because they change nothing that was there:
 * they create a thing, or run a job whose results are new rows. Every other mutating call must
 * note its before (`noteAuditBefore`); the hook reports one that answers 2xx without.
 */
export const AUDIT_NO_BEFORE = {
  'contracts.houseOffer': 'creates an offer',
  'contracts.settle': 'runs the settlement job',
  'missions.add': 'creates a mission',
  'promotions.create': 'creates a promotion',
  'promotions.grantReward': 'creates a reward',
  'lottery.settle': 'runs the draw settlement',
  'draws.addRule': 'creates a rule',
  'draws.grant': 'creates a ticket',
  'messages.send': 'creates a message',
  'points.addItem': 'creates a mall item',
  'points.earn': 'creates a points entry',
  'vip.run': 'runs the VIP job',
  'cashier.adjustBalance': 'creates an adjustment (its ledger entry holds the balance before)',
  'merchants.create': 'creates a merchant',
  'staffSession.signIn': 'creates a session',
  'staffSession.code': 'creates a session',
  'staffSession.passkeyOptions': 'creates a challenge',
  'staffSession.addPasskey': 'creates a passkey',
  'staffSession.passkeySignInOptions': 'creates a challenge',
  'staffSession.passkeySignIn': 'creates a session',
  'staff.create': 'creates a staff member',
  'staff.createRole': 'creates a role',
  'staff.createKey': 'creates a key',
  'players.addNote': 'creates a note',
  'players.passwordReset': 'sends a reset link',
} as const satisfies Partial<Record<OpsCallName, string>>;

const MUTATING = new Set(
  boundOpsRoutes()
    .filter(([, route]) => route.method !== 'GET')
    .map(([name]) => name),
);

/** Every mutating operator call by name, for the specs that hold the list to the table. */
export const mutatingOpsCalls = (): string[] => [...MUTATING];

const missing = new Set<string>();

/**
 * Whether this answered call should have noted a before and did not: a 2xx mutating table call
 * that is not on the no-before list. Remembered (for the specs' after-file check) and returned
 * so the hook can log it.
 */
export function missedBefore(
  request: Pick<FastifyRequest, 'auditBefore'>,
  action: string,
  status: number,
  remember: Set<string> = missing,
): boolean {
  if (status < 200 || status >= 300 || request.auditBefore !== null) return false;
  if (!MUTATING.has(action as OpsCallName) || action in AUDIT_NO_BEFORE) return false;
  remember.add(action);
  return true;
}

/** The mutating calls that answered 2xx without noting a before, since the process started. */
export const callsMissingBefore = (): string[] => [...missing].sort();
