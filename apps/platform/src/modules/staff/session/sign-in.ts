import { randomBytes } from 'node:crypto';
import {
  STAFF_PENDING_MINUTES,
  STAFF_RECOVERY_CODES,
  type StaffCodeRequest,
  type StaffSignInRequest,
  type StaffSignInStep,
} from '@tessera/contract';
import { generateSecret, generateURI, verify } from 'otplib';
import type { Db } from '../../../core/db/database';
import { ApiError } from '../../../core/http/api-error';
import { newToken, sameDigest, sha256 } from '../../../core/security/tokens';
import { checkPassword } from '../../accounts';
import { ipAllowed } from '../access/ip-allow';
import { findStaff, findStaffByEmail, type StaffRow } from '../members/members';
import { tryStaffSecret } from './failed-tries';
import '../staff-tables';

/** The authenticator app's issuer name (shown above the code). */
export const TOTP_ISSUER = 'Tessera';
/** Codes of the step before and after the current one are accepted (clock drift). */
const TOLERANCE_SECONDS = 30;

const failed = () => new ApiError(401, 'STAFF_SIGN_IN_FAILED', 'E-mail or password is wrong');
const expired = () =>
  new ApiError(401, 'STAFF_SIGN_IN_EXPIRED', 'Sign in again: the password step has expired');
const codeInvalid = () => new ApiError(401, 'TOTP_INVALID', 'Authenticator code invalid');
export const ipNotAllowed = () =>
  new ApiError(403, 'IP_NOT_ALLOWED', 'Not allowed from this IP address');

/**
 * Whether `member` may sign in from `ip`, asked by every way in (password, code, passkey): an
 * active member (else `refused`, which names no reason), from an address of their allow-list.
 */
export function admitMember(
  member: StaffRow | undefined,
  ip: string,
  refused: () => ApiError,
): StaffRow {
  if (!member || member.status !== 'active') throw refused();
  if (!ipAllowed(member.ip_allow_list, ip)) throw ipNotAllowed();
  return member;
}

/** What the password step answers, and the pending cookie's token. */
export interface PasswordStep {
  token: string;
  step: StaffSignInStep;
}

/**
 * Step one: the password (argon2id, throttled per e-mail and IP; an unknown e-mail costs the
 * same hash), then the member's status and IP allow-list. Answers what step two asks: a code,
 * or an authenticator enrolment (a new secret, kept with the pending sign-in until a code made
 * from it arrives). The pending sign-in lasts STAFF_PENDING_MINUTES and is bound to the IP.
 */
export async function passwordStep(
  db: Db,
  req: StaffSignInRequest,
  ip: string,
  now: Date,
): Promise<PasswordStep> {
  const email = req.email.toLowerCase();
  const found = await findStaffByEmail(db, email);
  const right = await tryStaffSecret(db, `password:${email}|${ip}`, now, () =>
    checkPassword(found?.password_hash ?? null, req.password),
  );
  if (!right) throw failed();
  const member = admitMember(found, ip, failed);
  const enrolSecret = member.totp_enrolled_at ? null : generateSecret({ length: 20 });
  const token = newToken();
  await db
    .insertInto('staff_pending_sign_in')
    .values({
      token_hash: sha256(token),
      staff_id: member.id,
      ip,
      enrol_secret: enrolSecret,
      expires_at: new Date(now.getTime() + STAFF_PENDING_MINUTES * 60_000),
      used_at: null,
    })
    .execute();
  return {
    token,
    step: enrolSecret
      ? {
          next: 'enrol',
          enrolment: {
            secret: enrolSecret,
            uri: generateURI({ issuer: TOTP_ISSUER, label: member.email, secret: enrolSecret }),
          },
        }
      : { next: 'code', enrolment: null },
  };
}

/** A recovery code as typed: lower case, no spaces or dashes. */
const squash = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');
const recoveryHash = (staffId: number, code: string) =>
  sha256(`staff-recovery|${staffId}|${squash(code)}`);

/** Ten recovery codes like `k7m2-x9qp-4hdw`, 60 random bits each. */
function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: STAFF_RECOVERY_CODES }, () => {
    const chars = [...randomBytes(12)].map((byte) => alphabet[byte % alphabet.length]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
  });
}

/** The time step of a right code made from `secret` later than `after`, or null. */
async function totpStep(secret: string, code: string, after: number, now: Date) {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    afterTimeStep: after,
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** Step two's outcome: the member, and at enrolment the recovery codes (shown once). */
export interface CodeStep {
  member: StaffRow;
  recoveryCodes: string[] | null;
}

/**
 * Step two, with the pending cookie's token: an authenticator code (a time step is accepted
 * once per member: `totp_last_step` only moves forward) or, once enrolled, a recovery code
 * (used once: `used_at` set where it was null, so two sign-ins racing with one code get one
 * success). Wrong codes are throttled per member. At enrolment the secret becomes the member's
 * and ten recovery codes are made. The pending sign-in is used up.
 */
export async function codeStep(
  db: Db,
  token: string | null,
  req: StaffCodeRequest,
  ip: string,
  now: Date,
): Promise<CodeStep> {
  const pending = token
    ? await db
        .selectFrom('staff_pending_sign_in')
        .selectAll()
        .where('token_hash', '=', sha256(token))
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst()
    : undefined;
  if (!pending || pending.ip !== ip) throw expired();
  const member = admitMember(await findStaff(db, pending.staff_id), ip, expired);
  const enrolling = pending.enrol_secret !== null;
  if (enrolling === (member.totp_enrolled_at !== null)) throw expired();

  const code = 'code' in req ? req.code : null;
  const typed = 'recoveryCode' in req ? req.recoveryCode : null;
  if (enrolling && code === null) throw codeInvalid();
  const recovery =
    typed === null
      ? []
      : await db
          .selectFrom('staff_recovery_code')
          .select(['id', 'code_hash'])
          .where('staff_id', '=', member.id)
          .where('used_at', 'is', null)
          .execute();
  const secret = pending.enrol_secret ?? member.totp_secret ?? '';
  let step: number | null = null;
  let recoveryId: number | null = null;
  const right = await tryStaffSecret(db, `code:${member.id}`, now, async () => {
    if (code !== null) {
      step = await totpStep(secret, code, enrolling ? 0 : Number(member.totp_last_step), now);
      return step !== null;
    }
    const digest = recoveryHash(member.id, typed ?? '');
    recoveryId = recovery.find((r) => sameDigest(r.code_hash, digest))?.id ?? null;
    return recoveryId !== null;
  });
  if (!right) throw codeInvalid();

  return db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable('staff_pending_sign_in')
      .set({ used_at: now })
      .where('token_hash', '=', pending.token_hash)
      .where('used_at', 'is', null)
      .returning('staff_id')
      .executeTakeFirst();
    if (!used) throw expired();
    let recoveryCodes: string[] | null = null;
    if (enrolling) {
      const enrolled = await trx
        .updateTable('staff_member')
        .set({ totp_secret: secret, totp_enrolled_at: now, totp_last_step: step ?? 0 })
        .where('id', '=', member.id)
        .where('totp_enrolled_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (!enrolled) throw expired();
      recoveryCodes = newRecoveryCodes();
      await trx.deleteFrom('staff_recovery_code').where('staff_id', '=', member.id).execute();
      await trx
        .insertInto('staff_recovery_code')
        .values(
          recoveryCodes.map((c) => ({
            staff_id: member.id,
            code_hash: recoveryHash(member.id, c),
            used_at: null,
          })),
        )
        .execute();
    } else if (recoveryId !== null) {
      const spent = await trx
        .updateTable('staff_recovery_code')
        .set({ used_at: now })
        .where('id', '=', recoveryId)
        .where('used_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (!spent) throw codeInvalid();
    } else {
      const moved = await trx
        .updateTable('staff_member')
        .set({ totp_last_step: step ?? 0 })
        .where('id', '=', member.id)
        .where('totp_last_step', '<', step ?? 0)
        .returning('id')
        .executeTakeFirst();
      if (!moved) throw codeInvalid();
    }
    await trx
      .updateTable('staff_member')
      .set({ last_sign_in_at: now })
      .where('id', '=', member.id)
      .execute();
    return { member, recoveryCodes };
  });
}
