import type { Db } from '../../../core/db/database';
import type { Member } from '../account-tables';
import '../security/security-tables';

/**
 * Whether the member has a password of their own: everyone but an account made by mobile
 * without one or by social sign-in that has not set one since (a password reset by SMS or
 * e-mail counts too: it moves `password_changed_at` past the mark's).
 */
export async function hasPassword(
  db: Db,
  member: Pick<Member, 'id' | 'password_changed_at'>,
): Promise<boolean> {
  const row = await db
    .selectFrom('member_without_password')
    .select('created_at')
    .where('member_id', '=', member.id)
    .executeTakeFirst();
  return !row || member.password_changed_at.getTime() > row.created_at.getTime();
}

/** Marks a new account made without a password (its hash is random). */
export async function markPasswordless(db: Db, member: Member): Promise<void> {
  await db
    .insertInto('member_without_password')
    .values({ member_id: member.id, created_at: member.password_changed_at })
    .onConflict((oc) => oc.column('member_id').doNothing())
    .execute();
}
