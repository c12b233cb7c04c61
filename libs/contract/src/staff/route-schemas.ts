import Type from 'typebox';
import { bindSchemas } from '../core/route-schemas';
import { STAFF_OPS_ROUTES, STAFF_SESSION_ROUTES } from './routes';
import {
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
import {
  NewPasskeyRequest,
  PasskeyOptions,
  PasskeySignInRequest,
  StaffPasskey,
  StaffPasskeys,
} from './passkeys';

const ById = Type.Object({ id: Type.Integer({ minimum: 1 }) });
const SIGN_IN = ['STAFF_SIGN_IN_FAILED', 'IP_NOT_ALLOWED', 'TOO_MANY_TRIES'] as const;

/** A staff member's own sign-in and sessions, with their schemas (platform and tests only). */
export const STAFF_SESSION_CALLS = bindSchemas(STAFF_SESSION_ROUTES, {
  signIn: { body: StaffSignInRequest, reply: StaffSignInStep, errors: SIGN_IN },
  code: {
    body: StaffCodeRequest,
    reply: StaffSignedIn,
    errors: ['STAFF_SIGN_IN_EXPIRED', 'TOTP_INVALID', ...SIGN_IN],
  },
  self: { reply: StaffSelf },
  signOut: { reply: Type.Null() },
  sessions: { reply: StaffSessions },
  endSession: {
    params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }),
    reply: Type.Null(),
    errors: ['NOT_FOUND'],
  },
  changePassword: {
    body: StaffPasswordChange,
    reply: Type.Null(),
    errors: ['OLD_PASSWORD_WRONG', 'TOO_MANY_TRIES'],
  },
  permissions: { reply: PermissionCatalogue },
  passkeys: { reply: StaffPasskeys },
  passkeyOptions: { reply: PasskeyOptions, errors: ['PASSKEY_ORIGIN'] },
  addPasskey: {
    body: NewPasskeyRequest,
    reply: StaffPasskey,
    created: true,
    errors: ['PASSKEY_INVALID', 'PASSKEY_ORIGIN', 'PASSKEY_TAKEN'],
  },
  removePasskey: { params: ById, reply: Type.Null(), errors: ['NOT_FOUND'] },
  passkeySignInOptions: { reply: PasskeyOptions, errors: ['PASSKEY_ORIGIN'] },
  passkeySignIn: {
    body: PasskeySignInRequest,
    reply: StaffSignedIn,
    errors: ['PASSKEY_INVALID', 'PASSKEY_ORIGIN', 'IP_NOT_ALLOWED', 'TOO_MANY_TRIES'],
  },
});

/** Staff members, roles and API keys, with their schemas (platform and tests only). */
export const STAFF_OPS_CALLS = bindSchemas(STAFF_OPS_ROUTES, {
  list: { querystring: StaffQuery, reply: StaffPage },
  create: {
    body: NewStaffRequest,
    reply: StaffCredentials,
    created: true,
    errors: ['STAFF_EMAIL_TAKEN', 'ROLE_UNKNOWN', 'MERCHANT_UNKNOWN'],
  },
  get: { params: ById, reply: StaffMember, errors: ['STAFF_UNKNOWN'] },
  update: {
    params: ById,
    body: StaffUpdate,
    reply: StaffMember,
    errors: ['STAFF_UNKNOWN', 'ROLE_UNKNOWN', 'MERCHANT_UNKNOWN'],
  },
  reset: { params: ById, reply: StaffCredentials, errors: ['STAFF_UNKNOWN'] },
  roles: { reply: StaffRoles },
  createRole: { body: StaffRoleRequest, reply: StaffRole, created: true },
  updateRole: {
    params: ById,
    body: StaffRoleRequest,
    reply: StaffRole,
    errors: ['ROLE_UNKNOWN', 'ROLE_LOCKED'],
  },
  deleteRole: {
    params: ById,
    reply: Type.Null(),
    errors: ['ROLE_UNKNOWN', 'ROLE_LOCKED', 'ROLE_IN_USE'],
  },
  keys: { reply: ApiKeys },
  createKey: {
    body: NewApiKeyRequest,
    reply: NewApiKey,
    created: true,
    errors: ['KEY_EXPIRY_INVALID', 'ROLE_UNKNOWN', 'STAFF_UNKNOWN', 'MERCHANT_UNKNOWN'],
  },
  revokeKey: { params: ById, reply: ApiKey, errors: ['NOT_FOUND'] },
});
