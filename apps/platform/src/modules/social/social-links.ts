import type { FirstPasswordRequest, SocialLinks, SocialProvider } from '@tessera/contract';
import type { Db } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';
import { checkNewPassword, setPassword, type AccountDeps, type Member } from '../accounts';
import { enabledProviders } from './provider-settings';

/**
 * Whether the member has a password of their own: everyone but an account made by social
 * sign-in that has not set one (a password reset by SMS or e-mail counts too: it moves
 * `password_changed_at` past the account's creation).
 */
export async function hasPassword(db: Db, member: Member): Promise<boolean> {
  const row = await db
    .selectFrom('member_without_password')
    .select('created_at')
    .where('member_id', '=', member.id)
    .executeTakeFirst();
  return !row || member.password_changed_at.getTime() > row.created_at.getTime();
}

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

/**
 * The first password of an account made by social sign-in (no old one to type). Refused with
 * 409 SOCIAL_PASSWORD_SET once it has one: from then on the change-password call applies.
 */
export async function setFirstPassword(
  deps: AccountDeps,
  member: Member,
  sessionId: number,
  body: FirstPasswordRequest,
): Promise<void> {
  if (await hasPassword(deps.db, member))
    throw new ApiError(409, 'SOCIAL_PASSWORD_SET', 'This account has a password already');
  if (body.newPassword !== body.confirmNewPassword)
    throw new ApiError(400, 'PASSWORD_MISMATCH', 'Incorrect confirmation');
  await checkNewPassword(deps, member.merchant_code, body.newPassword, 'newPassword');
  await setPassword(deps, member.id, body.newPassword, sessionId);
  await deps.db.deleteFrom('member_without_password').where('member_id', '=', member.id).execute();
}
