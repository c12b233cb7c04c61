import { opsRoute } from '../operator/ops-route';
import { OPERATOR_PATHS } from '../operator/paths';
import type { MemberProtection } from './protection';

/**
 * The operator's protection call: a member's loss limits, reality check, every time-out and
 * self-exclusion covering them, and the audit of every change.
 */
export const PROTECTION_OPS_ROUTES = {
  member: opsRoute<{ params: { id: string } }, MemberProtection>(
    'GET',
    OPERATOR_PATHS.memberProtection,
    'members.read',
  ),
};
