import { bindSchemas } from '../core/route-schemas';
import { MemberParams } from '../wallet/wallets';
import { MemberProtection } from './protection';
import { PROTECTION_OPS_ROUTES } from './ops-routes';

/** The operator's protection call with its schemas (platform and tests only). */
export const PROTECTION_OPS_CALLS = bindSchemas(PROTECTION_OPS_ROUTES, {
  member: { params: MemberParams, reply: MemberProtection, errors: ['NOT_FOUND'] },
});
