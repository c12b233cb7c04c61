import { opsRoute } from '../operator/ops-route';
import type { MemberVip, VipLevels, VipRunRequest, VipRunResult } from './vip';
import { VIP_OPS_PATHS } from './constants';

// The member's VIP page call is the SDK points area's `vip` (points/routes.ts).

type Merchant = { params: { code: string } };

/** The operator's VIP calls: level tables with rebate rates, a member's VIP, the sweep. */
export const VIP_OPS_ROUTES = {
  /** A merchant's whole level table (thresholds, benefits, rebate rates). */
  levels: opsRoute<Merchant, VipLevels>('GET', VIP_OPS_PATHS.levels, 'vip.configure'),
  /** Replaces it. */
  setLevels: opsRoute<Merchant & { body: VipLevels }, VipLevels>(
    'PUT',
    VIP_OPS_PATHS.levels,
    'vip.configure',
  ),
  /** A member's VIP level and the rebates paid to them. */
  member: opsRoute<{ params: { id: string } }, MemberVip>(
    'GET',
    VIP_OPS_PATHS.member,
    'members.read',
  ),
  /** Runs the VIP and rebate sweeps now, as of `at`. */
  run: opsRoute<{ body: VipRunRequest }, VipRunResult>('POST', VIP_OPS_PATHS.run, 'vip.run'),
};
