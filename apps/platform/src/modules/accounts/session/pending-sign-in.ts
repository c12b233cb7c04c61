import type { Db } from '../../../core/db/database';
import { ApiError } from '../../../core/http/api-error';
import { newToken, sameDigest, sha256 } from '../../../core/security/tokens';
import type { Member } from '../account-tables';
import { trySecret } from '../limits/secret-tries';
import '../security/security-tables';

/**
 * A sign-in proven by a single-use code (the SMS login code, an unlock code) has spent it by the
 * time the platform asks for a further step (the unfamiliar-IP answer, the authenticator's
 * code). Its reply carries a ticket instead, and the next try presents the ticket in place of
 * the spent code: bound to the member and the IP, alive five minutes, stored hashed, used up
 * by the sign-in it completes, and guessed at through the one secret throttle.
 */
const TICKET_MS = 5 * 60_000;

const expired = () =>
  new ApiError(400, 'SIGN_IN_EXPIRED', 'This sign-in has expired, please sign in again');

/** Where a ticket is issued and presented. */
export interface TicketPlace {
  merchantCode: string;
  ip: string;
}

/** A new ticket for a member who proved the first step from this IP. */
export async function issuePendingSignIn(
  db: Db,
  { merchantCode, ip }: TicketPlace,
  member: Member,
  now: Date,
): Promise<string> {
  const ticket = newToken();
  await db
    .insertInto('pending_sign_in')
    .values({
      token_hash: sha256(ticket),
      merchant_code: merchantCode,
      member_id: member.id,
      ip,
      expires_at: new Date(now.getTime() + TICKET_MS),
      used_at: null,
    })
    .execute();
  return ticket;
}

/**
 * Checks a presented ticket against the member's live ones from this IP (400 SIGN_IN_EXPIRED
 * when none matches, the member unknown included; 429 TOO_MANY_TRIES past the throttle). It
 * is not used up here: a wrong authenticator code may be corrected with the same ticket.
 */
export async function checkPendingSignIn(
  db: Db,
  place: TicketPlace,
  member: Member | undefined,
  ticket: string,
  now: Date,
): Promise<void> {
  const live = member
    ? await db
        .selectFrom('pending_sign_in')
        .select('token_hash')
        .where('merchant_code', '=', place.merchantCode)
        .where('member_id', '=', member.id)
        .where('ip', '=', place.ip)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .execute()
    : [];
  const digest = sha256(ticket);
  const subject = `sign-in:${member?.id ?? 'none'}`;
  const right = await trySecret(db, { ...place, kind: 'CODE', subject }, now, async () =>
    live.some((row) => sameDigest(row.token_hash, digest)),
  );
  if (!right) throw expired();
}

/** Uses the ticket up as its sign-in completes: of two at once, one gets through. */
export async function usePendingSignIn(db: Db, ticket: string, now: Date): Promise<void> {
  const used = await db
    .updateTable('pending_sign_in')
    .set({ used_at: now })
    .where('token_hash', '=', sha256(ticket))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('token_hash')
    .executeTakeFirst();
  if (!used) throw expired();
}
