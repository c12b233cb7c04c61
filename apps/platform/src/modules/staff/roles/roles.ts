import {
  BUILT_IN_ROLES,
  PERMISSIONS,
  permissionsOfPatterns,
  type BuiltInRole,
  type Permission,
  type StaffRole,
  type StaffRoleRef,
  type StaffRoleRequest,
} from '@tessera/contract';
import { sql } from 'kysely';
import type { Db } from '../../../core/db/database';
import { ApiError } from '../../../core/http/api-error';
import '../staff-tables';

const CATALOGUE = Object.keys(PERMISSIONS) as Permission[];

/** A role row as read. */
export interface RoleRow {
  id: number;
  key: string | null;
  name: string;
  grants: string[] | null;
}

const isBuiltIn = (key: string | null): key is BuiltInRole =>
  key !== null && Object.hasOwn(BUILT_IN_ROLES, key);

/**
 * What a role lets its holder do, expanded against today's catalogue: a built-in role's
 * patterns come from the contract (a permission added to an area joins at once), a custom role's
 * names are kept only while the catalogue still has them.
 */
export function permissionsOfRole(role: Pick<RoleRow, 'key' | 'grants'>): Permission[] {
  const patterns = isBuiltIn(role.key) ? BUILT_IN_ROLES[role.key] : (role.grants ?? []);
  return permissionsOfPatterns(patterns, CATALOGUE);
}

export const roleRef = (role: RoleRow): StaffRoleRef => ({
  id: role.id,
  key: isBuiltIn(role.key) ? role.key : null,
  name: role.name,
});

const roleUnknown = () => new ApiError(404, 'ROLE_UNKNOWN', 'No role has this id');

export async function findRole(db: Db, id: number): Promise<RoleRow | undefined> {
  return db
    .selectFrom('staff_role')
    .select(['id', 'key', 'name', 'grants'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The role, or 404 ROLE_UNKNOWN. */
export async function roleOrThrow(db: Db, id: number): Promise<RoleRow> {
  const role = await findRole(db, id);
  if (!role) throw roleUnknown();
  return role;
}

export async function roleByKey(db: Db, key: BuiltInRole): Promise<RoleRow> {
  return db
    .selectFrom('staff_role')
    .select(['id', 'key', 'name', 'grants'])
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
}

/** Staff members and keys holding each role. */
async function holders(db: Db): Promise<Map<number, number>> {
  const rows = await sql<{ role_id: number; n: string | number }>`
    select role_id, count(*) as n from (
      select role_id from staff_member union all select role_id from staff_api_key
        where revoked_at is null
    ) held group by role_id`.execute(db);
  return new Map(rows.rows.map((r) => [Number(r.role_id), Number(r.n)]));
}

const toRole = (row: RoleRow, held: Map<number, number>): StaffRole => ({
  ...roleRef(row),
  permissions: permissionsOfRole(row),
  holders: held.get(row.id) ?? 0,
});

/** Every role, built-in first (in the contract's order), then custom ones by name. */
export async function listRoles(db: Db): Promise<StaffRole[]> {
  const [rows, held] = await Promise.all([
    db.selectFrom('staff_role').select(['id', 'key', 'name', 'grants']).orderBy('id').execute(),
    holders(db),
  ]);
  const order = Object.keys(BUILT_IN_ROLES);
  const rank = (r: RoleRow) => (isBuiltIn(r.key) ? order.indexOf(r.key) : order.length);
  return rows
    .sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name) || a.id - b.id)
    .map((row) => toRole(row, held));
}

async function roleById(db: Db, id: number): Promise<StaffRole> {
  return toRole(await roleOrThrow(db, id), await holders(db));
}

export async function createRole(db: Db, req: StaffRoleRequest): Promise<StaffRole> {
  const row = await db
    .insertInto('staff_role')
    .values({ key: null, name: req.name, grants: JSON.stringify([...req.permissions].sort()) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return roleById(db, row.id);
}

const locked = () => new ApiError(409, 'ROLE_LOCKED', 'A built-in role cannot change');

/** Replaces a custom role's name and permissions; built-in roles are read-only. */
export async function updateRole(db: Db, id: number, req: StaffRoleRequest): Promise<StaffRole> {
  const role = await roleOrThrow(db, id);
  if (role.key !== null) throw locked();
  await db
    .updateTable('staff_role')
    .set({ name: req.name, grants: JSON.stringify([...req.permissions].sort()) })
    .where('id', '=', id)
    .execute();
  return roleById(db, id);
}

/**
 * Deletes a custom role no one holds: a staff member or an unrevoked key (409 ROLE_IN_USE).
 * The foreign keys refuse a delete racing a new holder; that race answers ROLE_IN_USE too.
 */
export async function deleteRole(db: Db, id: number): Promise<void> {
  const role = await roleOrThrow(db, id);
  if (role.key !== null) throw locked();
  if (((await holders(db)).get(id) ?? 0) > 0)
    throw new ApiError(409, 'ROLE_IN_USE', 'Someone holds this role');
  try {
    await db.transaction().execute(async (trx) => {
      // Revoked keys keep their row (the trail names them) and let go of the role (set null).
      const held = await trx
        .selectFrom('staff_api_key')
        .select('id')
        .where('role_id', '=', id)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      if (held) throw new ApiError(409, 'ROLE_IN_USE', 'Someone holds this role');
      await trx.deleteFrom('staff_role').where('id', '=', id).execute();
    });
  } catch (error) {
    if ((error as { code?: unknown }).code === '23503')
      throw new ApiError(409, 'ROLE_IN_USE', 'Someone holds this role');
    throw error;
  }
}
