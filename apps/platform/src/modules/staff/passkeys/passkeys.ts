import {
  PASSKEY_CHALLENGE_MINUTES,
  type NewPasskeyRequest,
  type PasskeyAssertion,
  type PasskeyOptions,
  type StaffPasskey,
} from '@tessera/contract';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Db } from '../../../core/db/database';
import { ApiError } from '../../../core/http/api-error';
import { findStaff, staffOrThrow, type StaffRow } from '../members/members';
import { tryStaffSecret } from '../session/failed-tries';
import { admitMember } from '../session/sign-in';
import { challengeAnswered, keepChallenge, useChallenge } from './challenges';
import type { RelyingParty } from './relying-party';
import '../staff-tables';

// Passkeys are checked by @simplewebauthn/server (attestation and assertion parsing, CBOR and
// COSE keys, signatures, flags, counters); this file keeps them and the rules around them.

const RP_NAME = 'Tessera console';
const TIMEOUT_MS = PASSKEY_CHALLENGE_MINUTES * 60_000;

const invalid = () =>
  new ApiError(401, 'PASSKEY_INVALID', 'Passkey unknown, or its answer is wrong or expired');

/** The WebAuthn user handle of a member: their id, as text bytes (no personal data). */
const userHandleOf = (staffId: number) => new TextEncoder().encode(String(staffId));

/** The member's passkeys, newest first. */
export async function listPasskeys(db: Db, staffId: number): Promise<StaffPasskey[]> {
  const rows = await db
    .selectFrom('staff_passkey')
    .select(['id', 'name', 'created_at', 'last_used_at'])
    .where('staff_id', '=', staffId)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    createdAt: row.created_at.toISOString(),
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
  }));
}

/**
 * Options to create a passkey for the signed-in member: a discoverable credential (it signs in
 * without an e-mail) with user verification, none of the member's authenticators twice.
 */
export async function registrationOptions(
  db: Db,
  rp: RelyingParty,
  staffId: number,
  now: Date,
): Promise<PasskeyOptions> {
  const member = await staffOrThrow(db, staffId);
  const existing = await db
    .selectFrom('staff_passkey')
    .select(['credential_id', 'transports'])
    .where('staff_id', '=', staffId)
    .execute();
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rp.rpId,
    userName: member.email,
    userDisplayName: member.name,
    userID: userHandleOf(staffId),
    timeout: TIMEOUT_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({
      id: row.credential_id,
      transports: row.transports as AuthenticatorTransport[],
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await keepChallenge(db, options.challenge, 'register', staffId, now);
  return options as unknown as PasskeyOptions;
}

/**
 * Verifies a new passkey's attestation against the member's own unused challenge, this origin
 * and user verification, and keeps it under the member's name for it. 409 PASSKEY_TAKEN when
 * the credential is registered already.
 */
export async function addPasskey(
  db: Db,
  rp: RelyingParty,
  staffId: number,
  req: NewPasskeyRequest,
  now: Date,
): Promise<StaffPasskey> {
  const challenge = challengeAnswered(req.credential.response.clientDataJSON);
  if (challenge === null || !(await useChallenge(db, challenge, 'register', staffId, now)))
    throw invalid();
  const credential = await verifyRegistrationResponse({
    response: req.credential as unknown as RegistrationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpId,
    requireUserVerification: true,
  }).then(
    (result) => (result.verified ? result.registrationInfo.credential : null),
    () => null,
  );
  if (!credential) throw invalid();
  const row = await db
    .insertInto('staff_passkey')
    .values({
      staff_id: staffId,
      credential_id: credential.id,
      public_key: Buffer.from(credential.publicKey).toString('base64url'),
      sign_count: credential.counter,
      transports: JSON.stringify(credential.transports ?? []),
      name: req.name.trim() || req.name,
      created_at: now,
      last_used_at: null,
    })
    .onConflict((oc) => oc.column('credential_id').doNothing())
    .returning(['id', 'name', 'created_at', 'last_used_at'])
    .executeTakeFirst();
  if (!row) throw new ApiError(409, 'PASSKEY_TAKEN', 'This passkey is registered already');
  return { id: row.id, name: row.name, createdAt: now.toISOString(), lastUsedAt: null };
}

/** Removes one of the member's own passkeys (404 NOT_FOUND for any other id). */
export async function removePasskey(db: Db, staffId: number, id: number): Promise<void> {
  const removed = await db
    .deleteFrom('staff_passkey')
    .where('id', '=', id)
    .where('staff_id', '=', staffId)
    .returning('id')
    .executeTakeFirst();
  if (!removed) throw new ApiError(404, 'NOT_FOUND', 'No such passkey of yours');
}

/** Options to sign in with a passkey: any discoverable one of this origin, user verified. */
export async function signInOptions(db: Db, rp: RelyingParty, now: Date): Promise<PasskeyOptions> {
  const options = await generateAuthenticationOptions({
    rpID: rp.rpId,
    timeout: TIMEOUT_MS,
    userVerification: 'required',
  });
  await keepChallenge(db, options.challenge, 'sign-in', null, now);
  return options as unknown as PasskeyOptions;
}

/**
 * Sign-in with a passkey alone: the challenge is used up first (once, unexpired), then the
 * assertion is checked under the staff throttle of secrets (per IP: wrong answers count, and past
 * the limit none is even checked): a known passkey, signed over this challenge and origin, user
 * verified, its counter ahead of the stored one unless both are zero. The member must be one who
 * may sign in from here (`admitMember`, as after a password). The counter then moves forward
 * only from the value checked, so two sign-ins with one answer get one session.
 */
export async function passkeySignIn(
  db: Db,
  rp: RelyingParty,
  credential: PasskeyAssertion,
  ip: string,
  now: Date,
): Promise<StaffRow> {
  const challenge = challengeAnswered(credential.response.clientDataJSON);
  const issued = challenge !== null && (await useChallenge(db, challenge, 'sign-in', null, now));
  const passkey = await db
    .selectFrom('staff_passkey')
    .selectAll()
    .where('credential_id', '=', credential.id)
    .executeTakeFirst();
  const stored = Number(passkey?.sign_count ?? 0);
  let counter = 0;
  const right = await tryStaffSecret(db, `passkey:${ip}`, now, async () => {
    if (!issued || !passkey || challenge === null) return false;
    const handle = credential.response.userHandle;
    const ownHandle = Buffer.from(userHandleOf(passkey.staff_id)).toString('base64url');
    if (handle !== undefined && handle !== ownHandle) return false;
    try {
      const result = await verifyAuthenticationResponse({
        response: credential as unknown as AuthenticationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.rpId,
        credential: {
          id: passkey.credential_id,
          publicKey: new Uint8Array(Buffer.from(passkey.public_key, 'base64url')),
          counter: stored,
          transports: passkey.transports as AuthenticatorTransport[],
        },
        requireUserVerification: true,
      });
      counter = result.authenticationInfo.newCounter;
      return result.verified;
    } catch {
      // A wrong signature, origin, flag or a counter gone backwards: a wrong answer.
      return false;
    }
  });
  if (!right || !passkey) throw invalid();
  const member = admitMember(await findStaff(db, passkey.staff_id), ip, invalid);
  const moved = await db
    .updateTable('staff_passkey')
    .set({ sign_count: counter, last_used_at: now })
    .where('id', '=', passkey.id)
    .where('sign_count', '=', stored)
    .returning('id')
    .executeTakeFirst();
  if (!moved) throw invalid();
  await db
    .updateTable('staff_member')
    .set({ last_sign_in_at: now })
    .where('id', '=', member.id)
    .execute();
  return member;
}
