import type { NoReply, NoRequest } from '../core/route';
import { opsRoute } from '../operator/ops-route';
import { STAFF_OPS_PATHS as P } from './constants';
import type {
  ApiKey,
  ApiKeys,
  NewApiKey,
  NewApiKeyRequest,
  NewStaffRequest,
  PermissionCatalogue,
  StaffCodeRequest,
  StaffCredentials,
  StaffMember,
  StaffPage,
  StaffPasswordChange,
  StaffQuery,
  StaffRole,
  StaffRoleRequest,
  StaffRoles,
  StaffSelf,
  StaffSessions,
  StaffSignedIn,
  StaffSignInRequest,
  StaffSignInStep,
  StaffUpdate,
} from './staff';
import type {
  NewPasskeyRequest,
  PasskeyOptions,
  PasskeySignInRequest,
  StaffPasskey,
  StaffPasskeys,
} from './passkeys';

type ById = { params: { id: number } };

/**
 * A staff member's own sign-in: password, then an authenticator code (enrolled at the first
 * sign-in); the session lives in an HttpOnly cookie, and unsafe calls carry its CSRF token.
 */
export const STAFF_SESSION_ROUTES = {
  signIn: opsRoute<{ body: StaffSignInRequest }, StaffSignInStep>('POST', P.session, 'public'),
  code: opsRoute<{ body: StaffCodeRequest }, StaffSignedIn>('POST', P.sessionCode, 'public'),
  self: opsRoute<NoRequest, StaffSelf>('GET', P.session, 'self'),
  signOut: opsRoute<NoRequest, NoReply>('DELETE', P.session, 'self'),
  sessions: opsRoute<NoRequest, StaffSessions>('GET', P.sessions, 'self'),
  endSession: opsRoute<{ params: { id: string } }, NoReply>('DELETE', P.sessionById, 'self'),
  changePassword: opsRoute<{ body: StaffPasswordChange }, NoReply>('PUT', P.password, 'self'),
  permissions: opsRoute<NoRequest, PermissionCatalogue>('GET', P.permissions, 'self'),
  /** Passkeys (optional, beside the authenticator): the member's own list, add and remove. */
  passkeys: opsRoute<NoRequest, StaffPasskeys>('GET', P.passkeys, 'self'),
  passkeyOptions: opsRoute<NoRequest, PasskeyOptions>('POST', P.passkeyOptions, 'self'),
  /** 201. */
  addPasskey: opsRoute<{ body: NewPasskeyRequest }, StaffPasskey>('POST', P.passkeys, 'self'),
  removePasskey: opsRoute<ById, NoReply>('DELETE', P.passkeyById, 'self'),
  /** Sign-in with a passkey alone: the same session as the code step gives. */
  passkeySignInOptions: opsRoute<NoRequest, PasskeyOptions>(
    'POST',
    P.passkeySignInOptions,
    'public',
  ),
  passkeySignIn: opsRoute<{ body: PasskeySignInRequest }, StaffSignedIn>(
    'POST',
    P.passkeySignIn,
    'public',
  ),
};

/** Staff members, roles and API keys. */
export const STAFF_OPS_ROUTES = {
  list: opsRoute<{ query: StaffQuery }, StaffPage>('GET', P.staff, 'staff.read'),
  /** 201, with the initial password once. */
  create: opsRoute<{ body: NewStaffRequest }, StaffCredentials>('POST', P.staff, 'staff.manage'),
  get: opsRoute<ById, StaffMember>('GET', P.staffById, 'staff.read'),
  update: opsRoute<ById & { body: StaffUpdate }, StaffMember>('PATCH', P.staffById, 'staff.manage'),
  reset: opsRoute<ById, StaffCredentials>('POST', P.staffReset, 'staff.manage'),
  roles: opsRoute<NoRequest, StaffRoles>('GET', P.roles, 'staff.read'),
  createRole: opsRoute<{ body: StaffRoleRequest }, StaffRole>('POST', P.roles, 'roles.manage'),
  updateRole: opsRoute<ById & { body: StaffRoleRequest }, StaffRole>(
    'PUT',
    P.roleById,
    'roles.manage',
  ),
  deleteRole: opsRoute<ById, NoReply>('DELETE', P.roleById, 'roles.manage'),
  keys: opsRoute<NoRequest, ApiKeys>('GET', P.keys, 'keys.manage'),
  /** 201, with the secret once. */
  createKey: opsRoute<{ body: NewApiKeyRequest }, NewApiKey>('POST', P.keys, 'keys.manage'),
  revokeKey: opsRoute<ById, ApiKey>('DELETE', P.keyById, 'keys.manage'),
};
