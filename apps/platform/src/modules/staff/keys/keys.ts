import { randomBytes } from 'node:crypto';
import {
  API_KEY_PREFIX,
  type ApiKey,
  type NewApiKey,
  type NewApiKeyRequest,
} from '@tessera/contract';
import type { Db } from '../../../core/db/database';
import { ApiError } from '../../../core/http/api-error';
import { sha256 } from '../../../core/security/tokens';
import { normalScope, type OpsCaller } from '../access/caller';
import { checkGrant, checkMerchants, scopeOfRow, staffOrThrow } from '../members/members';
import { roleOrThrow, roleRef } from '../roles/roles';
import '../staff-tables';

/** A key may live a year at most. */
const MAX_LIFE_MS = 366 * 86_400_000;
/** How much of the secret the list shows: `tsk_` and 8 characters. */
const PREFIX_LENGTH = API_KEY_PREFIX.length + 8;

const selectKeys = (db: Db) =>
  db
    .selectFrom('staff_api_key as k')
    .leftJoin('staff_role as r', 'r.id', 'k.role_id')
    .leftJoin('staff_member as s', 's.id', 'k.owner_staff_id')
    .select([
      'k.id',
      'k.name',
      'k.prefix',
      'k.owner_staff_id',
      'k.service_name',
      'k.role_id',
      'k.merchants_all',
      'k.merchant_codes',
      'k.created_at',
      'k.expires_at',
      'k.last_used_at',
      'k.revoked_at',
      'r.key as role_key',
      'r.name as role_name',
      'r.grants as role_grants',
      's.email as owner_email',
      's.status as owner_status',
    ]);

type KeyRow = Awaited<ReturnType<ReturnType<typeof selectKeys>['executeTakeFirstOrThrow']>>;

/** `staff:<email>` or `service:<name>`: whom a key acts for. */
const ownerOf = (row: KeyRow) =>
  row.service_name !== null ? `service:${row.service_name}` : `staff:${row.owner_email ?? ''}`;

const toApiKey = (row: KeyRow): ApiKey => ({
  id: row.id,
  name: row.name,
  owner: ownerOf(row),
  role:
    row.role_id !== null && row.role_name !== null
      ? roleRef({ id: row.role_id, key: row.role_key, name: row.role_name, grants: null })
      : { id: 0, key: null, name: '' },
  merchants: scopeOfRow(row),
  prefix: row.prefix,
  createdAt: row.created_at.toISOString(),
  expiresAt: row.expires_at.toISOString(),
  lastUsedAt: row.last_used_at?.toISOString() ?? null,
  revokedAt: row.revoked_at?.toISOString() ?? null,
});

export async function listKeys(db: Db): Promise<ApiKey[]> {
  return (await selectKeys(db).orderBy('k.id', 'desc').execute()).map(toApiKey);
}

/**
 * Issues a key: its secret (`tsk_` and 256 random bits) is answered this once and stored as
 * SHA-256. It expires within a year (400 KEY_EXPIRY_INVALID); its role and merchants are no more
 * than the caller holds (403 FORBIDDEN); a staff member's key acts at most as its owner may.
 */
export async function createKey(
  db: Db,
  caller: OpsCaller,
  req: NewApiKeyRequest,
  now: Date,
): Promise<NewApiKey> {
  const expiresAt = new Date(req.expiresAt);
  if (
    Number.isNaN(expiresAt.getTime()) ||
    expiresAt <= now ||
    expiresAt.getTime() - now.getTime() > MAX_LIFE_MS ||
    expiresAt.getTime() > new Date(now).setUTCFullYear(now.getUTCFullYear() + 1)
  )
    throw new ApiError(400, 'KEY_EXPIRY_INVALID', 'A key must expire after now and within a year');
  const role = await roleOrThrow(db, req.roleId);
  const scope = normalScope(req.merchants);
  checkGrant(caller, role, scope);
  if (req.owner.kind === 'staff') await staffOrThrow(db, req.owner.staffId);
  await checkMerchants(db, scope);
  const secret = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const inserted = await db
    .insertInto('staff_api_key')
    .values({
      name: req.name,
      secret_hash: sha256(secret),
      prefix: secret.slice(0, PREFIX_LENGTH),
      owner_staff_id: req.owner.kind === 'staff' ? req.owner.staffId : null,
      service_name: req.owner.kind === 'service' ? req.owner.name : null,
      role_id: role.id,
      merchants_all: scope.all,
      merchant_codes: JSON.stringify(scope.codes),
      created_by: caller.actor.name,
      created_at: now,
      expires_at: expiresAt,
      last_used_at: null,
      revoked_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await selectKeys(db).where('k.id', '=', inserted.id).executeTakeFirstOrThrow();
  return { key: toApiKey(row), secret };
}

/** Revokes a key at once (a revoked one stays revoked); 404 NOT_FOUND for an unknown id. */
export async function revokeKey(db: Db, id: number, now: Date): Promise<ApiKey> {
  await db
    .updateTable('staff_api_key')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
  const row = await selectKeys(db).where('k.id', '=', id).executeTakeFirst();
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'No key has this id');
  return toApiKey(row);
}

/** A live key found by its secret, as the guard needs it. */
export interface LiveKey {
  id: number;
  name: string;
  ownerStaffId: number | null;
  role: { key: string | null; grants: string[] | null };
  merchants: ReturnType<typeof scopeOfRow>;
}

/**
 * The key of a secret, unexpired and unrevoked, its last use moved to now; null otherwise. (The
 * owner's status, role and allow-list are the guard's to check.)
 */
export async function liveKey(db: Db, secret: string, now: Date): Promise<LiveKey | null> {
  const used = await db
    .updateTable('staff_api_key')
    .set({ last_used_at: now })
    .where('secret_hash', '=', sha256(secret))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .where('role_id', 'is not', null)
    .returning('id')
    .executeTakeFirst();
  if (!used) return null;
  const row = await selectKeys(db).where('k.id', '=', used.id).executeTakeFirstOrThrow();
  return {
    id: row.id,
    name: row.name,
    ownerStaffId: row.owner_staff_id,
    role: { key: row.role_key, grants: row.role_grants },
    merchants: scopeOfRow(row),
  };
}
