import { sql } from 'kysely';
import type { Db, Trx } from '../../../core/db/database';
import { accountSettings } from '../account-settings';
import { revokeOtherSessions } from '../session/sessions';

// Changes other modules make to a member (the agent centre's lock and password reset). The member
// table belongs to this module; others ask here rather than write it (tools/table-ownership.mjs).

/**
 * Locks member rows in id order until the transaction ends, for a module that serialises its
 * work per member (the agent's contract changes: two concurrent calls about one agent run one
 * after the other). `no key update` leaves inserts that reference the member (its ledger
 * entries, sessions) free to go on.
 */
export async function lockMembers(trx: Trx, ids: readonly number[]): Promise<void> {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  for (const id of sorted)
    await sql`select id from member where id = ${id} for no key update`.execute(trx);
}

/**
 * Locks a member for its upline (sign-in refused with ACCOUNT_LOCKED; every session ends now) or
 * unlocks it, in one transaction. Locking twice keeps the first time. An unlock leaves a staff
 * block (`lock_source` operator, the player desk) in place: only staff lift that.
 */
export async function setMemberLocked(
  db: Db,
  memberId: number,
  locked: boolean,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (locked)
      await trx
        .updateTable('member')
        .set({
          locked_at: sql<Date>`coalesce(locked_at, ${now})`,
          lock_source: sql<'upline' | 'operator'>`coalesce(lock_source, 'upline')`,
        })
        .where('id', '=', memberId)
        .execute();
    else
      await trx
        .updateTable('member')
        .set({ locked_at: null, lock_source: null, lock_reason: null })
        .where('id', '=', memberId)
        .where((eb) => eb('lock_source', 'is', null).or('lock_source', '<>', 'operator'))
        .execute();
    if (locked) await revokeOtherSessions(trx, memberId, null, now);
  });
}

/**
 * Sets a member's password back to the merchant's default downline password: their next sign-in
 * with it must change it (as a default-password sign-in always does). Sessions end.
 */
export async function resetToDefaultPassword(
  db: Db,
  merchantCode: string,
  memberId: number,
  now: Date,
): Promise<void> {
  const settings = await accountSettings(db, merchantCode);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('member')
      .set({ password_hash: settings.default_password_hash, password_changed_at: now })
      .where('id', '=', memberId)
      .execute();
    await revokeOtherSessions(trx, memberId, null, now);
  });
}
