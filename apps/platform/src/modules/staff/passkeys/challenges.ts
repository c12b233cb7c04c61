import { PASSKEY_CHALLENGE_MINUTES } from '@tessera/contract';
import type { Db } from '../../../core/db/database';
import '../staff-tables';

export type ChallengePurpose = 'register' | 'sign-in';

/** Keeps a challenge handed out, for PASSKEY_CHALLENGE_MINUTES (and sweeps out expired ones). */
export async function keepChallenge(
  db: Db,
  challenge: string,
  purpose: ChallengePurpose,
  staffId: number | null,
  now: Date,
): Promise<void> {
  await db.deleteFrom('staff_passkey_challenge').where('expires_at', '<', now).execute();
  await db
    .insertInto('staff_passkey_challenge')
    .values({
      challenge,
      purpose,
      staff_id: staffId,
      expires_at: new Date(now.getTime() + PASSKEY_CHALLENGE_MINUTES * 60_000),
      used_at: null,
    })
    .execute();
}

/**
 * Uses up a challenge: true once for a kept, unexpired one of this purpose (and member); a
 * second answer with it, even at the same moment, gets false (`used_at` set where it was null).
 */
export async function useChallenge(
  db: Db,
  challenge: string,
  purpose: ChallengePurpose,
  staffId: number | null,
  now: Date,
): Promise<boolean> {
  let query = db
    .updateTable('staff_passkey_challenge')
    .set({ used_at: now })
    .where('challenge', '=', challenge)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now);
  query =
    staffId === null ? query.where('staff_id', 'is', null) : query.where('staff_id', '=', staffId);
  return (await query.returning('challenge').executeTakeFirst()) !== undefined;
}

/** The challenge a browser's clientDataJSON (base64url JSON) answers, or null. */
export function challengeAnswered(clientDataJSON: string): string | null {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    const challenge = (data as { challenge?: unknown } | null)?.challenge;
    return typeof challenge === 'string' && /^[A-Za-z0-9_-]{16,128}$/.test(challenge)
      ? challenge
      : null;
  } catch {
    return null;
  }
}
