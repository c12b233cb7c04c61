import { randomBytes } from 'node:crypto';
import { RECOVERY_CODE_COUNT, type RecoveryCodes, type TotpSetup } from '@tessera/contract';
import { generateSecret, generateURI, verify } from 'otplib';
import type { Db } from '../../../core/db/database';
import { ApiError } from '../../../core/http/api-error';
import { sameDigest, sha256 } from '../../../core/security/tokens';
import type { Member } from '../account-tables';
import { hasPassword } from '../password/password-state';
import { checkPassword } from '../password/passwords';
import { trySecret } from '../limits/secret-tries';
import './security-tables';

/** Codes from the step before and after the current one are accepted (clock drift). */
const TOLERANCE_SECONDS = 30;

const CODE_PATTERN = /^\d{6}$/;

const invalid = () => new ApiError(401, 'TOTP_INVALID', 'Authenticator code invalid');

/** A recovery code as typed: lower case, no spaces or dashes. */
const squash = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');
const recoveryHash = (memberId: string | number, code: string) =>
  sha256(`recovery|${memberId}|${squash(code)}`);

/** Whether the member signs in with a second factor. */
export async function totpEnabled(db: Db, memberId: string | number): Promise<boolean> {
  const row = await db
    .selectFrom('member_totp')
    .select('member_id')
    .where('member_id', '=', memberId)
    .where('enabled_at', 'is not', null)
    .executeTakeFirst();
  return !!row;
}

/** Unused recovery codes the member has left. */
export async function recoveryCodesLeft(db: Db, memberId: string | number): Promise<number> {
  const row = await db
    .selectFrom('totp_recovery_code')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('member_id', '=', memberId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Starts (or restarts) set-up: a new 160-bit secret, stored but not on until `enableTotp` gets
 * a code made from it. Refused while two-factor is on (turn it off first).
 */
export async function setUpTotp(
  db: Db,
  member: Member,
  issuer: string,
  now: Date,
): Promise<TotpSetup> {
  if (await totpEnabled(db, member.id))
    throw new ApiError(409, 'TOTP_ALREADY_ENABLED', 'Two-factor sign-in is already on');
  const secret = generateSecret({ length: 20 });
  await db
    .insertInto('member_totp')
    .values({ member_id: member.id, secret, created_at: now, enabled_at: null, last_step: 0 })
    .onConflict((oc) =>
      oc
        .column('member_id')
        .doUpdateSet({ secret, created_at: now, enabled_at: null, last_step: 0 }),
    )
    .execute();
  return { secret, uri: generateURI({ issuer, label: member.account, secret }) };
}

/** Where a code is tried from, for the secret throttle. */
export interface TotpTry {
  merchantCode: string;
  ip: string;
}

/**
 * Checks an authenticator code (six digits) against the member's secret, or else a recovery
 * code, through the one secret throttle (`trySecret`: five wrong answers in 15 minutes, then 429
 * TOO_MANY_TRIES). A code is used up atomically: a time step is accepted once (the row's
 * `last_step` only moves forward), a recovery code once (`used_at` set where it was null), so two
 * sign-ins racing with one code get one success. `pending` checks a set-up not yet on.
 */
export async function useSecondFactor(
  db: Db,
  member: Member,
  where: TotpTry,
  code: string,
  now: Date,
  { pending = false }: { pending?: boolean } = {},
): Promise<boolean> {
  const row = await db
    .selectFrom('member_totp')
    .select(['secret', 'enabled_at', 'last_step'])
    .where('member_id', '=', member.id)
    .executeTakeFirst();
  if (!row || (pending ? row.enabled_at !== null : row.enabled_at === null)) return false;
  const typed = code.trim();
  const isTotp = CODE_PATTERN.test(typed);
  const recovery =
    isTotp || pending
      ? []
      : await db
          .selectFrom('totp_recovery_code')
          .select(['id', 'code_hash'])
          .where('member_id', '=', member.id)
          .where('used_at', 'is', null)
          .execute();
  let step = 0;
  let recoveryId: string | number | null = null;
  const who = { ...where, kind: 'CODE' as const, subject: `totp:${member.id}` };
  const right = await trySecret(db, who, now, async () => {
    if (isTotp) {
      const result = await verify({
        secret: row.secret,
        token: typed,
        epoch: Math.floor(now.getTime() / 1000),
        epochTolerance: TOLERANCE_SECONDS,
        afterTimeStep: Number(row.last_step),
      });
      if (!result.valid || !('timeStep' in result)) return false;
      step = result.timeStep;
      return true;
    }
    const digest = recoveryHash(member.id, typed);
    recoveryId = recovery.find((r) => sameDigest(r.code_hash, digest))?.id ?? null;
    return recoveryId !== null;
  });
  if (!right) return false;
  if (recoveryId !== null) {
    const used = await db
      .updateTable('totp_recovery_code')
      .set({ used_at: now })
      .where('id', '=', recoveryId)
      .where('used_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    return !!used;
  }
  const moved = await db
    .updateTable('member_totp')
    .set({ last_step: step })
    .where('member_id', '=', member.id)
    .where('last_step', '<', step)
    .returning('member_id')
    .executeTakeFirst();
  return !!moved;
}

/** Ten fresh recovery codes like `k7m2-x9qp`, 40 random bits each. */
function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = [...randomBytes(8)].map((byte) => alphabet[byte % alphabet.length]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4)}`;
  });
}

/**
 * Turns two-factor on with a code made from the set-up's secret; replaces any recovery codes
 * with ten new ones and answers them, the only time they are shown.
 */
export async function enableTotp(
  db: Db,
  member: Member,
  where: TotpTry,
  code: string,
  now: Date,
): Promise<RecoveryCodes> {
  if (await totpEnabled(db, member.id))
    throw new ApiError(409, 'TOTP_ALREADY_ENABLED', 'Two-factor sign-in is already on');
  if (!(await useSecondFactor(db, member, where, code, now, { pending: true }))) throw invalid();
  const recoveryCodes = newRecoveryCodes();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('member_totp')
      .set({ enabled_at: now })
      .where('member_id', '=', member.id)
      .execute();
    await trx.deleteFrom('totp_recovery_code').where('member_id', '=', member.id).execute();
    await trx
      .insertInto('totp_recovery_code')
      .values(
        recoveryCodes.map((c) => ({
          member_id: member.id,
          code_hash: recoveryHash(member.id, c),
          used_at: null,
        })),
      )
      .execute();
  });
  return { recoveryCodes };
}

/**
 * Turns two-factor off: the login password (throttled as an old-password check) and a current
 * code or a recovery code. Deletes the secret and the recovery codes.
 */
export async function disableTotp(
  db: Db,
  member: Member,
  where: TotpTry,
  body: { password: string; code: string },
  now: Date,
): Promise<void> {
  if (!(await totpEnabled(db, member.id)))
    throw new ApiError(409, 'TOTP_NOT_ENABLED', 'Two-factor sign-in is not on');
  // An account made by mobile has no password to type: it sets one first (security centre).
  if (!(await hasPassword(db, member)))
    throw new ApiError(409, 'PASSWORD_NOT_SET', 'Set a login password first');
  const passwordRight = await trySecret(
    db,
    { ...where, kind: 'OLD_PASSWORD', subject: String(member.id) },
    now,
    () => checkPassword(member.password_hash, body.password),
  );
  if (!passwordRight) throw new ApiError(400, 'OLD_PASSWORD_WRONG', 'Password is wrong');
  if (!(await useSecondFactor(db, member, where, body.code, now))) throw invalid();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('member_totp').where('member_id', '=', member.id).execute();
    await trx.deleteFrom('totp_recovery_code').where('member_id', '=', member.id).execute();
  });
}

/** The 401 TOTP_INVALID a wrong second factor gets. */
export const totpInvalid = invalid;
