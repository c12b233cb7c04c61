import Type, { type Static } from 'typebox';
import { CursorPage } from '../core/cursor-page';
import { Nullable, StringEnum } from '../core/schema-types';
import { PERMISSIONS, type Permission } from '../operator/permissions';
import { RecordCursor } from '../records/records';
import {
  BUILT_IN_ROLE_KEYS,
  type BuiltInRole,
  SIGN_IN_NEXT,
  STAFF_PAGE_DEFAULT,
  STAFF_PAGE_MAX,
  STAFF_STATUSES,
} from './constants';

const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];
/** One permission of the catalogue, by name. */
export const PermissionName = StringEnum(PERMISSION_NAMES);

const Email = Type.String({ format: 'email', minLength: 3, maxLength: 254 });
const Name = Type.String({ minLength: 1, maxLength: 100 });
const MerchantCode = Type.String({ minLength: 1, maxLength: 64 });
/** An IPv4 or IPv6 address, or a CIDR range of either. */
const IpRange = Type.String({
  minLength: 2,
  maxLength: 49,
  pattern: '^[0-9A-Fa-f:.]+(/[0-9]{1,3})?$',
});
const SixDigits = Type.String({ pattern: '^[0-9]{6}$' });
/** A new password: 12 to 128 characters (staff hold other people's money). */
const NewPassword = Type.String({ minLength: 12, maxLength: 128 });

/** The merchants a staff member or key acts for: all of them, or the listed codes. */
export const MerchantScope = Type.Object({
  all: Type.Boolean(),
  codes: Type.Array(MerchantCode, { maxItems: 500 }),
});
export type MerchantScope = Static<typeof MerchantScope>;

/** A built-in role's key, or null for a custom role. */
const RoleKey = Type.Unsafe<BuiltInRole | null>({
  type: ['string', 'null'],
  enum: [...BUILT_IN_ROLE_KEYS, null],
});

/** The role a member or key holds, by id, key and name. */
export const StaffRoleRef = Type.Object({ id: Type.Integer(), key: RoleKey, name: Type.String() });
export type StaffRoleRef = Static<typeof StaffRoleRef>;

/** A role: built in (`key` names it, translated) or custom (`key` null, `name` as typed). */
export const StaffRole = Type.Object({
  id: Type.Integer(),
  key: RoleKey,
  name: Type.String(),
  permissions: Type.Array(PermissionName),
  /** Staff members and keys holding it (a role in use cannot be deleted). */
  holders: Type.Integer({ minimum: 0 }),
});
export type StaffRole = Static<typeof StaffRole>;

export const StaffRoles = Type.Object({ items: Type.Array(StaffRole) });
export type StaffRoles = Static<typeof StaffRoles>;

/** A custom role's name and permissions, to create or replace. */
export const StaffRoleRequest = Type.Object({
  name: Name,
  permissions: Type.Array(PermissionName, { minItems: 1, uniqueItems: true }),
});
export type StaffRoleRequest = Static<typeof StaffRoleRequest>;

export const StaffMember = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  role: StaffRoleRef,
  merchants: MerchantScope,
  status: StringEnum(STAFF_STATUSES),
  /** Whether an authenticator is enrolled (required from the first sign-in). */
  totpEnrolled: Type.Boolean(),
  /** Empty: any address; else sign-in and every call only from these. */
  ipAllowList: Type.Array(Type.String()),
  createdAt: Type.String(),
  lastSignInAt: Nullable(Type.String()),
});
export type StaffMember = Static<typeof StaffMember>;

export const StaffQuery = Type.Object({
  /** Part of a name or e-mail. */
  q: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  roleId: Type.Optional(Type.Integer({ minimum: 1 })),
  status: Type.Optional(StringEnum(STAFF_STATUSES)),
  cursor: Type.Optional(RecordCursor),
  limit: Type.Optional(
    Type.Integer({ minimum: 1, maximum: STAFF_PAGE_MAX, default: STAFF_PAGE_DEFAULT }),
  ),
});
export type StaffQuery = Static<typeof StaffQuery>;

export const StaffPage = CursorPage('items', StaffMember);
export type StaffPage = Static<typeof StaffPage>;

export const NewStaffRequest = Type.Object({
  name: Name,
  email: Email,
  roleId: Type.Integer({ minimum: 1 }),
  merchants: MerchantScope,
  ipAllowList: Type.Optional(Type.Array(IpRange, { maxItems: 50 })),
});
export type NewStaffRequest = Static<typeof NewStaffRequest>;

export const StaffUpdate = Type.Object({
  name: Type.Optional(Name),
  roleId: Type.Optional(Type.Integer({ minimum: 1 })),
  merchants: Type.Optional(MerchantScope),
  ipAllowList: Type.Optional(Type.Array(IpRange, { maxItems: 50 })),
  /** Disabling ends the member's sessions and suspends their keys. */
  status: Type.Optional(StringEnum(STAFF_STATUSES)),
});
export type StaffUpdate = Static<typeof StaffUpdate>;

/** A new member, or a reset one: the initial password, shown once, to pass on out of band. */
export const StaffCredentials = Type.Object({
  staff: StaffMember,
  initialPassword: Type.String(),
});
export type StaffCredentials = Static<typeof StaffCredentials>;

/** Step one of a staff sign-in. */
export const StaffSignInRequest = Type.Object({
  email: Email,
  password: Type.String({ minLength: 1, maxLength: 128 }),
});
export type StaffSignInRequest = Static<typeof StaffSignInRequest>;

/** What step one answers: ask the code, or enrol an authenticator first (its secret, once). */
export const StaffSignInStep = Type.Object({
  next: StringEnum(SIGN_IN_NEXT),
  /** With `enrol`: the base32 secret and the `otpauth://` URI to show as a QR code. */
  enrolment: Nullable(Type.Object({ secret: Type.String(), uri: Type.String() })),
});
export type StaffSignInStep = Static<typeof StaffSignInStep>;

/** Step two: a code from the authenticator (or, once enrolled, one recovery code). */
export const StaffCodeRequest = Type.Union([
  Type.Object({ code: SixDigits }, { additionalProperties: false }),
  Type.Object(
    { recoveryCode: Type.String({ minLength: 8, maxLength: 32 }) },
    { additionalProperties: false },
  ),
]);
export type StaffCodeRequest = Static<typeof StaffCodeRequest>;

/** The signed-in caller: who, what they may do, where, and the CSRF token for unsafe calls. */
export const StaffSelf = Type.Object({
  staff: StaffMember,
  permissions: Type.Array(PermissionName),
  csrfToken: Type.String(),
  /** When the session ends at the latest (absolute limit). */
  expiresAt: Type.String(),
});
export type StaffSelf = Static<typeof StaffSelf>;

/** Step two's answer: signed in; at enrolment, the recovery codes (shown once). */
export const StaffSignedIn = Type.Object({
  self: StaffSelf,
  recoveryCodes: Nullable(Type.Array(Type.String())),
});
export type StaffSignedIn = Static<typeof StaffSignedIn>;

export const StaffPasswordChange = Type.Object({
  current: Type.String({ minLength: 1, maxLength: 128 }),
  next: NewPassword,
});
export type StaffPasswordChange = Static<typeof StaffPasswordChange>;

export const StaffSession = Type.Object({
  id: Type.String(),
  createdAt: Type.String(),
  lastSeenAt: Type.String(),
  /** When it ends without another call (idle), and at the latest (absolute). */
  idleExpiresAt: Type.String(),
  expiresAt: Type.String(),
  ip: Type.String(),
  userAgent: Type.String(),
  current: Type.Boolean(),
});
export type StaffSession = Static<typeof StaffSession>;

export const StaffSessions = Type.Object({ items: Type.Array(StaffSession) });
export type StaffSessions = Static<typeof StaffSessions>;

export const PermissionCatalogue = Type.Object({
  items: Type.Array(Type.Object({ name: PermissionName, description: Type.String() })),
});
export type PermissionCatalogue = Static<typeof PermissionCatalogue>;

/** Who a key acts as: a staff member, or a named service account (scripts, integrations). */
export const ApiKeyOwner = Type.Union([
  Type.Object({ kind: Type.Literal('staff'), staffId: Type.Integer({ minimum: 1 }) }),
  Type.Object({
    kind: Type.Literal('service'),
    name: Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-z][a-z0-9-]*$' }),
  }),
]);
export type ApiKeyOwner = Static<typeof ApiKeyOwner>;

export const ApiKey = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** `staff:<name>` or `service:<name>`, as the audit trail names the key's actions. */
  owner: Type.String(),
  role: StaffRoleRef,
  merchants: MerchantScope,
  /** The secret's first characters, to recognise it; the rest is never shown again. */
  prefix: Type.String(),
  createdAt: Type.String(),
  expiresAt: Type.String(),
  lastUsedAt: Nullable(Type.String()),
  revokedAt: Nullable(Type.String()),
});
export type ApiKey = Static<typeof ApiKey>;

export const ApiKeys = Type.Object({ items: Type.Array(ApiKey) });
export type ApiKeys = Static<typeof ApiKeys>;

export const NewApiKeyRequest = Type.Object({
  name: Name,
  owner: ApiKeyOwner,
  roleId: Type.Integer({ minimum: 1 }),
  merchants: MerchantScope,
  /** At most a year ahead. */
  expiresAt: Type.String({ format: 'date-time' }),
});
export type NewApiKeyRequest = Static<typeof NewApiKeyRequest>;

/** A new key with its secret: shown this once, stored only as a hash. */
export const NewApiKey = Type.Object({ key: ApiKey, secret: Type.String() });
export type NewApiKey = Static<typeof NewApiKey>;
