import type { SocialProvider, SocialTicket } from '@tessera/contract';
import type { Db } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';
import { newToken, sha256 } from '../../core/security/tokens';
import type { ProvenIdentity } from './provider-adapters';
import './social-tables';

/** How long a proven identity waits for its next step (link form, two-factor code …). */
const TICKET_MS = 10 * 60_000;

export const ticketInvalid = () =>
  new ApiError(400, 'SOCIAL_TICKET_INVALID', 'This sign-in has expired, please sign in again');

/** Keeps a proven identity (hashed token) and answers the ticket for it. */
export async function issueTicket(
  db: Db,
  merchantCode: string,
  provider: SocialProvider,
  identity: ProvenIdentity,
  now: Date,
): Promise<SocialTicket> {
  const linked = await db
    .selectFrom('social_identity')
    .select('member_id')
    .where('merchant_code', '=', merchantCode)
    .where('provider', '=', provider)
    .where('subject', '=', identity.subject)
    .executeTakeFirst();
  const ticket = newToken();
  await db
    .insertInto('social_ticket')
    .values({
      token_hash: sha256(ticket),
      merchant_code: merchantCode,
      provider,
      subject: identity.subject,
      email: identity.email,
      name: identity.name,
      member_id: linked?.member_id ?? null,
      expires_at: new Date(now.getTime() + TICKET_MS),
      used_at: null,
    })
    .execute();
  return { ticket, provider, linked: !!linked, name: identity.name, email: identity.email };
}

/** A live (unused, unexpired) ticket of this merchant, or 400 SOCIAL_TICKET_INVALID. */
export async function liveTicket(db: Db, merchantCode: string, ticket: string, now: Date) {
  const row = await db
    .selectFrom('social_ticket')
    .selectAll()
    .where('token_hash', '=', sha256(ticket))
    .where('merchant_code', '=', merchantCode)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (!row) throw ticketInvalid();
  return row;
}

/** Uses the ticket up: true for the one caller that did, false for any other at the same time. */
export async function useTicket(db: Db, ticket: string, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('social_ticket')
    .set({ used_at: now })
    .where('token_hash', '=', sha256(ticket))
    .where('used_at', 'is', null)
    .returning('token_hash')
    .executeTakeFirst();
  return !!row;
}
