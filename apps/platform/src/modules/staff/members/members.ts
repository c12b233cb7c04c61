import { randomBytes } from 'node:crypto';
import type {
  MerchantScope,
  NewStaffRequest,
  Permission,
  StaffCredentials,
  StaffMember,
  StaffPage,
  StaffQuery,
  StaffUpdate,
} from '@tessera/contract';
import { STAFF_PAGE_DEFAULT } from '@tessera/contract';
import { sql } from 'kysely';
import type { Db } from '../../../core/db/database';
import { ApiError } from '../../../core/http/api-error';
import { hashPassword } from '../../accounts';
import { merchantCodes } from '../../merchants';
import { normalScope, scopeWithin, type OpsCaller } from '../access/caller';
import { validAllowList } from '../access/ip-allow';
import { permissionsOfRole, roleOrThrow, roleRef, type RoleRow } from '../roles/roles';
import '../staff-tables';

/** A staff member's row with its role. */
export interface StaffRow {
  id: number;
  name: string;
  email: string;
  password_hash: string;
  role_id: number;
  merchants_all: boolean;
  merchant_codes: string[];
  ip_allow_list: string[];
  status: string;
  totp_secret: string | null;
  totp_enrolled_at: Date | null;
  totp_last_step: string | number;
  created_at: Date;
  last_sign_in_at: Date | null;
  role_key: string | null;
  role_name: string;
  role_grants: string[] | null;
}

const selectStaff = (db: Db) =>
  db
    .selectFrom('staff_member as s')
    .innerJoin('staff_role as r', 'r.id', 's.role_id')
    .select([
      's.id',
      's.name',
      's.email',
      's.password_hash',
      's.role_id',
      's.merchants_all',
      's.merchant_codes',
      's.ip_allow_list',
      's.status',
      's.totp_secret',
      's.totp_enrolled_at',
      's.totp_last_step',
      's.created_at',
      's.last_sign_in_at',
      'r.key as role_key',
      'r.name as role_name',
      'r.grants as role_grants',
    ]);

export const roleOfRow = (row: StaffRow): RoleRow => ({
  id: row.role_id,
  key: row.role_key,
  name: row.role_name,
  grants: row.role_grants,
});

export const scopeOfRow = (row: {
  merchants_all: boolean;
  merchant_codes: string[];
}): MerchantScope =>
  row.merchants_all ? { all: true, codes: [] } : { all: false, codes: row.merchant_codes };

export const staffPermissions = (row: StaffRow): Permission[] => permissionsOfRole(roleOfRow(row));

export const toStaffMember = (row: StaffRow): StaffMember => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: roleRef(roleOfRow(row)),
  merchants: scopeOfRow(row),
  status: row.status === 'disabled' ? 'disabled' : 'active',
  totpEnrolled: row.totp_enrolled_at !== null,
  ipAllowList: row.ip_allow_list,
  createdAt: row.created_at.toISOString(),
  lastSignInAt: row.last_sign_in_at?.toISOString() ?? null,
});

export async function findStaff(db: Db, id: number): Promise<StaffRow | undefined> {
  return selectStaff(db).where('s.id', '=', id).executeTakeFirst();
}

export async function findStaffByEmail(db: Db, email: string): Promise<StaffRow | undefined> {
  return selectStaff(db)
    .where(sql`lower(s.email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

const staffUnknown = () => new ApiError(404, 'STAFF_UNKNOWN', 'No staff member has this id');

export async function staffOrThrow(db: Db, id: number): Promise<StaffRow> {
  const row = await findStaff(db, id);
  if (!row) throw staffUnknown();
  return row;
}

/** A list of staff, newest first, by part of a name or e-mail, role and status. */
export async function listStaff(db: Db, query: StaffQuery): Promise<StaffPage> {
  const limit = query.limit ?? STAFF_PAGE_DEFAULT;
  let q = selectStaff(db);
  if (query.q) {
    const like = `%${query.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) =>
      eb.or([eb(sql`lower(s.name)`, 'like', like), eb(sql`lower(s.email)`, 'like', like)]),
    );
  }
  if (query.roleId) q = q.where('s.role_id', '=', query.roleId);
  if (query.status) q = q.where('s.status', '=', query.status);
  if (query.cursor) q = q.where('s.id', '<', Number(query.cursor));
  const rows = await q
    .orderBy('s.id', 'desc')
    .limit(limit + 1)
    .execute();
  const page = rows.slice(0, limit);
  return {
    items: page.map(toStaffMember),
    nextCursor: rows.length > limit ? String(page[page.length - 1]?.id) : null,
  };
}

/** A password to pass on out of band: 20 characters from 120 random bits. */
export const newInitialPassword = (): string => randomBytes(15).toString('base64url');

/**
 * Refuses (403 FORBIDDEN) to hand out a role holding a permission the caller lacks, or merchants
 * beyond the caller's: nobody grants more than they hold.
 */
export function checkGrant(caller: OpsCaller, role: RoleRow, scope: MerchantScope): void {
  const missing = permissionsOfRole(role).filter((p) => !caller.permissions.has(p));
  if (missing.length > 0)
    throw new ApiError(
      403,
      'FORBIDDEN',
      `You cannot grant permissions you do not hold: ${missing.join(', ')}`,
    );
  if (!scopeWithin(scope, caller.merchants))
    throw new ApiError(403, 'FORBIDDEN', 'You cannot grant merchants you do not act for');
}

/** 404 MERCHANT_UNKNOWN unless every code is a merchant. */
export async function checkMerchants(db: Db, scope: MerchantScope): Promise<void> {
  if (scope.all || scope.codes.length === 0) return;
  const known = new Set(await merchantCodes(db));
  const unknown = scope.codes.filter((code) => !known.has(code));
  if (unknown.length > 0)
    throw new ApiError(404, 'MERCHANT_UNKNOWN', `Unknown merchant: ${unknown.join(', ')}`);
}

function checkAllowList(list: readonly string[] | undefined): void {
  if (list && !validAllowList(list))
    throw new ApiError(400, 'BAD_REQUEST', 'ipAllowList: an entry is not an address or range');
}

const emailTaken = () =>
  new ApiError(409, 'STAFF_EMAIL_TAKEN', 'A staff member with this e-mail exists');

/** Inserts a staff member with a password hash (the seed and `createStaff`). */
export async function insertStaff(
  db: Db,
  row: {
    name: string;
    email: string;
    passwordHash: string;
    roleId: number;
    merchants: MerchantScope;
    ipAllowList?: string[];
  },
  now: Date,
): Promise<number> {
  const scope = normalScope(row.merchants);
  try {
    const inserted = await db
      .insertInto('staff_member')
      .values({
        name: row.name,
        email: row.email,
        password_hash: row.passwordHash,
        role_id: row.roleId,
        merchants_all: scope.all,
        merchant_codes: JSON.stringify(scope.codes),
        ip_allow_list: JSON.stringify(row.ipAllowList ?? []),
        totp_secret: null,
        totp_enrolled_at: null,
        created_at: now,
        last_sign_in_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  } catch (error) {
    if ((error as { code?: unknown }).code === '23505') throw emailTaken();
    throw error;
  }
}

/** A new staff member with a generated initial password (answered once). */
export async function createStaff(
  db: Db,
  caller: OpsCaller,
  req: NewStaffRequest,
  now: Date,
): Promise<StaffCredentials> {
  const role = await roleOrThrow(db, req.roleId);
  checkGrant(caller, role, req.merchants);
  await checkMerchants(db, req.merchants);
  checkAllowList(req.ipAllowList);
  if (await findStaffByEmail(db, req.email)) throw emailTaken();
  const initialPassword = newInitialPassword();
  const id = await insertStaff(
    db,
    { ...req, roleId: role.id, passwordHash: await hashPassword(initialPassword) },
    now,
  );
  return { staff: toStaffMember(await staffOrThrow(db, id)), initialPassword };
}

/**
 * Changes a member's name, role, merchants, allow-list or status. The caller grants nothing
 * they lack, cannot disable themselves, and may not change a member who holds more than they
 * do. Disabling ends the member's sessions; their keys stop working (the guard checks the
 * owner's status on each call).
 */
export async function updateStaff(
  db: Db,
  caller: OpsCaller,
  id: number,
  req: StaffUpdate,
  now: Date,
): Promise<StaffMember> {
  const current = await staffOrThrow(db, id);
  checkGrant(caller, roleOfRow(current), scopeOfRow(current));
  const role = req.roleId === undefined ? roleOfRow(current) : await roleOrThrow(db, req.roleId);
  const scope = req.merchants ? normalScope(req.merchants) : scopeOfRow(current);
  if (req.roleId !== undefined || req.merchants) checkGrant(caller, role, scope);
  if (req.merchants) await checkMerchants(db, req.merchants);
  checkAllowList(req.ipAllowList);
  if (req.status === 'disabled' && caller.staffId === id)
    throw new ApiError(403, 'FORBIDDEN', 'You cannot disable yourself');
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('staff_member')
      .set({
        ...(req.name !== undefined ? { name: req.name } : {}),
        role_id: role.id,
        merchants_all: scope.all,
        merchant_codes: JSON.stringify(scope.codes),
        ...(req.ipAllowList ? { ip_allow_list: JSON.stringify(req.ipAllowList) } : {}),
        ...(req.status ? { status: req.status } : {}),
      })
      .where('id', '=', id)
      .execute();
    if (req.status === 'disabled') await endSessionsOf(trx, id, now);
  });
  return toStaffMember(await staffOrThrow(db, id));
}

/** Ends every open session of a member (disabled, reset, or their password changed). */
export async function endSessionsOf(
  db: Db,
  staffId: number,
  now: Date,
  keep?: string,
): Promise<void> {
  let q = db
    .updateTable('staff_session')
    .set({ ended_at: now })
    .where('staff_id', '=', staffId)
    .where('ended_at', 'is', null);
  if (keep) q = q.where('id', '<>', keep);
  await q.execute();
}

/**
 * A new initial password and a fresh enrolment: the authenticator, recovery codes and passkeys
 * are dropped (the next sign-in enrols again), and every session ends.
 */
export async function resetStaff(
  db: Db,
  caller: OpsCaller,
  id: number,
  now: Date,
): Promise<StaffCredentials> {
  const current = await staffOrThrow(db, id);
  checkGrant(caller, roleOfRow(current), scopeOfRow(current));
  const initialPassword = newInitialPassword();
  const hash = await hashPassword(initialPassword);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('staff_member')
      .set({ password_hash: hash, totp_secret: null, totp_enrolled_at: null, totp_last_step: 0 })
      .where('id', '=', id)
      .execute();
    await trx.deleteFrom('staff_recovery_code').where('staff_id', '=', id).execute();
    await trx.deleteFrom('staff_passkey').where('staff_id', '=', id).execute();
    await trx.deleteFrom('staff_passkey_challenge').where('staff_id', '=', id).execute();
    await trx.deleteFrom('staff_pending_sign_in').where('staff_id', '=', id).execute();
    await endSessionsOf(trx, id, now);
  });
  return { staff: toStaffMember(await staffOrThrow(db, id)), initialPassword };
}
