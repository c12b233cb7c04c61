import {
  PROFILE_FIELDS,
  type ProfileField,
  type ProfileUpdate,
  type SecurityProfile,
} from '@tessera/contract';
import type { Db } from '../../../core/db/database';
import { ApiError } from '../../../core/http/api-error';
import { maskEmail, maskMobile } from '../../../core/security/tokens';
import type { Member } from '../account-tables';
import type { AccountDeps } from '../context';
import { hasPassword } from '../password/password-state';
import { recoveryCodesLeft, totpEnabled } from './totp-auth';

// Control characters (NUL included) and the line and paragraph separators: never in a field.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f\u2028\u2029]/;

const invalidField = (field: string, message: string) =>
  new ApiError(400, 'INVALID_FIELD', message, { value: { field } });

/** A `YYYY-MM-DD` that is a real day, in the past, of someone at least `minimumAge` old. */
function checkBirthday(value: string, minimumAge: number, now: Date): void {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const [year, month, day] = (match?.slice(1) ?? []).map(Number) as [number, number, number];
  const date = match ? new Date(Date.UTC(year, month - 1, day)) : null;
  if (!date || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || year < 1900)
    throw invalidField('birthday', 'Birthday must be a real date (YYYY-MM-DD)');
  const adultFrom = new Date(
    Date.UTC(now.getUTCFullYear() - minimumAge, now.getUTCMonth(), now.getUTCDate()),
  );
  if (date > adultFrom) throw invalidField('birthday', `You must be at least ${minimumAge}`);
}

/**
 * Checks and merges a profile update into the member's profile (fields left out stay, "" clears
 * one): trimmed, no control characters, a birthday that is a real day of an adult. Stored in the
 * member's `profile` JSON beside what registration put there (its hashes are never shown).
 */
export async function updateProfile(
  db: Db,
  member: Member,
  update: ProfileUpdate,
  minimumAge: number,
  now: Date,
): Promise<void> {
  const changes: Partial<Record<ProfileField, string>> = {};
  for (const field of PROFILE_FIELDS) {
    const raw = update[field];
    if (raw === undefined) continue;
    if (typeof raw !== 'string' || CONTROL.test(raw))
      throw invalidField(field, `${field} has characters that are not allowed`);
    const value = raw.trim();
    if (field === 'birthday' && value) checkBirthday(value, minimumAge, now);
    changes[field] = value;
  }
  if (Object.keys(changes).length === 0) return;
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('member')
      .select('profile')
      .where('id', '=', member.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const profile: Record<string, string> = { ...row.profile };
    for (const [field, value] of Object.entries(changes)) {
      if (value) profile[field] = value;
      else delete profile[field];
    }
    await trx
      .updateTable('member')
      .set({ profile: JSON.stringify(profile) })
      .where('id', '=', member.id)
      .execute();
  });
}

/** The security centre's view of the member: §3 fields, masked contacts, what is set up. */
export async function securityProfile(
  { db, withdrawalPasswordSet }: Pick<AccountDeps, 'db' | 'withdrawalPasswordSet'>,
  memberId: string | number,
): Promise<SecurityProfile> {
  const member = await db
    .selectFrom('member')
    .select([
      'member.id',
      'member.account',
      'member.profile',
      'member.payee_name',
      'member.dialing_code',
      'member.mobile_num',
      'member.mobile_verified_at',
      'member.email',
      'member.email_verified_at',
      'member.password_changed_at',
    ])
    .where('member.id', '=', memberId)
    .executeTakeFirstOrThrow();
  const profile = Object.fromEntries(
    PROFILE_FIELDS.flatMap((field) => {
      const value = member.profile[field];
      return typeof value === 'string' && value ? [[field, value]] : [];
    }),
  );
  return {
    account: member.account,
    profile,
    payeeName: member.payee_name,
    mobile:
      member.dialing_code && member.mobile_num
        ? maskMobile(member.dialing_code, member.mobile_num)
        : null,
    mobileVerified: member.mobile_verified_at !== null,
    email: member.email ? maskEmail(member.email) : null,
    emailVerified: member.email_verified_at !== null,
    withdrawalPasswordSet: (await withdrawalPasswordSet?.(db, Number(member.id))) ?? false,
    twoFactorEnabled: await totpEnabled(db, member.id),
    recoveryCodesLeft: await recoveryCodesLeft(db, member.id),
    passwordSet: await hasPassword(db, member),
  };
}
