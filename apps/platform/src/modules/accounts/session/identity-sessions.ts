import { sql } from 'kysely';
import type { Db } from '../../../core/db/database';

// What the protection module needs of members and sessions when a block starts: whom it covers
// (the proven identity) and ending their sessions, in the block's transaction.

/**
 * The identity a block covers on every merchant: the asker's mobile and e-mail when proven (a
 * code verified them, or the account signed up with the mobile, which needs an SMS code).
 * Unproven contacts and the id number (nothing verifies it yet) are left out, so nobody can lock
 * a stranger out by typing their number.
 */
export async function provenIdentity(
  trx: Db,
  memberId: number,
): Promise<{ mobile: string | null; email: string | null }> {
  const member = await trx
    .selectFrom('member')
    .select([
      'account',
      'dialing_code',
      'mobile_num',
      'email',
      'mobile_verified_at',
      'email_verified_at',
    ])
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  const mobile =
    member.dialing_code && member.mobile_num ? member.dialing_code + member.mobile_num : null;
  const mobileProven = member.mobile_verified_at !== null || member.account === mobile;
  return {
    mobile: mobileProven ? mobile : null,
    email: member.email && member.email_verified_at ? member.email.trim().toLowerCase() : null,
  };
}

/**
 * Signs out this member and every account matching the identity, in the caller's transaction:
 * the same match as `protection_blocks_of`, written from the block's side so it can use indexes.
 */
export async function endSessionsOfIdentity(
  trx: Db,
  memberId: number,
  identity: { mobile: string | null; email: string | null },
  now: Date,
): Promise<void> {
  await trx
    .updateTable('session')
    .set({ revoked_at: now })
    .where('revoked_at', 'is', null)
    .where('member_id', 'in', (eb) =>
      eb
        .selectFrom('member')
        .select('member.id')
        .where((m) =>
          m.or([
            m('member.id', '=', memberId),
            ...(identity.mobile
              ? [m(sql`member.dialing_code || member.mobile_num`, '=', identity.mobile)]
              : []),
            ...(identity.email ? [m(sql`lower(member.email)`, '=', identity.email)] : []),
          ]),
        ),
    )
    .execute();
}
