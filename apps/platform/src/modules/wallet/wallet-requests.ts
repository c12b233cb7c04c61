import type { Transaction } from 'kysely';
import type { Database } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';

type Trx = Transaction<Database>;

/** Kinds of client-retryable money requests, each with its own requestId space per member. */
export type RequestKind = 'transfer' | 'upline' | 'downline' | 'adjustment';

/** Who asked, which request, and what it said (compared field for field on a retry). */
export interface RequestKey {
  kind: RequestKind;
  memberId: number;
  requestId: string;
  content: Record<string, unknown>;
}

/**
 * Runs `book` once per requestId, inside the caller's transaction: a retry with the same content
 * answers the first reply and books nothing; other content is 409 REQUEST_ID_CONFLICT. The
 * caller must already hold the member's wallet lock, so two tries of one request run one after
 * the other and the second sees the first's row.
 */
export async function once<R>(
  trx: Trx,
  { kind, memberId, requestId, content }: RequestKey,
  now: Date,
  book: () => Promise<R>,
): Promise<R> {
  const canonical = JSON.stringify(content, Object.keys(content).sort());
  const stored = await trx
    .selectFrom('wallet_request')
    .select(['content', 'reply'])
    .where('kind', '=', kind)
    .where('member_id', '=', memberId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
  if (stored) {
    if (stored.content !== canonical)
      throw new ApiError(409, 'REQUEST_ID_CONFLICT', 'The requestId was used for another request');
    return stored.reply as R;
  }
  const reply = await book();
  await trx
    .insertInto('wallet_request')
    .values({
      kind,
      member_id: memberId,
      request_id: requestId,
      content: canonical,
      reply: JSON.stringify(reply),
      created_at: now,
    })
    .execute();
  return reply;
}
