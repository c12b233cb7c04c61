import type { SocialLinks, SocialProvider } from '@tessera/contract';
import type { Db } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';
import { hasPassword, type Member } from '../accounts';
import { enabledProviders } from './provider-settings';

/** The member's linked identities, the merchant's providers not linked yet, and the password. */
export async function socialLinks(
  db: Db,
  member: Member,
  sandboxOn: boolean,
): Promise<SocialLinks> {
  const rows = await db
    .selectFrom('social_identity')
    .select(['provider', 'email', 'name', 'linked_at'])
    .where('member_id', '=', member.id)
    .orderBy('linked_at')
    .execute();
  const linked = new Set(rows.map((row) => row.provider));
  return {
    links: rows.map((row) => ({
      provider: row.provider,
      email: row.email,
      name: row.name,
      linkedAt: row.linked_at.toISOString(),
    })),
    available: (await enabledProviders(db, member.merchant_code, sandboxOn)).filter(
      (p) => !linked.has(p),
    ),
    passwordSet: await hasPassword(db, member),
  };
}

/**
 * Unlinks a provider. Refused (409 SOCIAL_PASSWORD_REQUIRED) while the account has no password:
 * it could be left with no way in. The check and the delete are not one statement: an account
 * only ever gains a password, so a race can refuse an unlink that was allowed, never the reverse.
 */
export async function unlink(db: Db, member: Member, provider: SocialProvider): Promise<void> {
  if (!(await hasPassword(db, member)))
    throw new ApiError(409, 'SOCIAL_PASSWORD_REQUIRED', 'Set a login password before unlinking');
  const gone = await db
    .deleteFrom('social_identity')
    .where('member_id', '=', member.id)
    .where('provider', '=', provider)
    .returning('id')
    .executeTakeFirst();
  if (!gone) throw new ApiError(404, 'SOCIAL_NOT_LINKED', 'Nothing of this provider is linked');
}
