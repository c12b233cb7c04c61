// The staff module: the people and machines that use the operator API. Staff members (argon2id
// password, authenticator from the first sign-in, recovery codes, optional passkeys, IP
// allow-list, merchant scope), roles (built-in ones as the contract's permission patterns, custom ones as permission lists),
// cookie sessions with CSRF tokens (30 minutes idle, 12 hours at most) and API keys. The guard
// (access/staff-guard.ts) resolves every /ops caller (session cookie, API key or the bootstrap
// OPERATOR_TOKEN) and holds it against the route's declared permission and merchants.
// Depends on accounts (password hashing, limits), merchants (codes) and audit (actors).
// Other modules, app.ts and seed.ts import only what this file exports.
// Inside: access/ (guard, caller, IP allow-lists), session/ (sign-in, sessions, cookies),
// members/ (staff members and the staff/roles/keys routes), roles/, keys/, passkeys/ (WebAuthn:
// a member's own passkeys and the sign-in with one, @simplewebauthn/server doing the crypto).

import type { Db } from '../../core/db/database';
import type { TypedApp } from '../../core/http/typed-app';
import { staffOpsRoutes } from './members/staff-ops-routes';
import { staffPasskeyRoutes } from './passkeys/passkey-routes';
import { staffSessionRoutes } from './session/session-routes';

export type * from './staff-tables';
export {
  guardOps,
  refusalsPerIp,
  isOpsAccess,
  type OpsGuardDeps,
  type RecordMerchant,
} from './access/staff-guard';
export type { OpsCaller } from './access/caller';
export { DEV_OWNER, seedStaff } from './seed-staff';

/** Every route of the staff module: sign-in, own sessions and passkeys, then staff, roles and keys. */
export async function staffRoutes(
  app: TypedApp,
  deps: { db: Db; now: () => Date; staffOrigins: readonly string[] },
): Promise<void> {
  await staffSessionRoutes(app, deps);
  await staffPasskeyRoutes(app, deps);
  await staffOpsRoutes(app, deps);
}
