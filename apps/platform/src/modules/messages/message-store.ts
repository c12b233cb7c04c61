import type { MemberMessage, MessageTemplate } from '@tessera/contract';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Database, Db } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';
import { marketingBarred } from '../protection';
import './messages-tables';

/** Whose messages: the member and the merchant its broadcasts come from. */
export interface Reader {
  memberId: number;
  merchantCode: string;
}

/**
 * The messages a member sees: their own and their merchant's broadcasts, without marketing while
 * the member is self-excluded or on a time-out (the protection module's rule).
 */
function visibleTo(reader: Reader) {
  return (eb: ExpressionBuilder<Database, 'message'>) =>
    eb.and([
      eb.or([
        eb('message.member_id', '=', reader.memberId),
        eb.and([
          eb('message.member_id', 'is', null),
          eb('message.merchant_code', '=', reader.merchantCode),
        ]),
      ]),
      eb.or([eb('message.marketing', '=', false), eb.not(marketingBarred(reader.memberId))]),
    ]);
}

const unreadBy = (memberId: number) => (eb: ExpressionBuilder<Database, 'message'>) =>
  eb.not(
    eb.exists(
      eb
        .selectFrom('message_read')
        .select('message_read.message_id')
        .whereRef('message_read.message_id', '=', 'message.id')
        .where('message_read.member_id', '=', memberId),
    ),
  );

/** How many messages the member has not read (spec §7 `CSP_unreadCount`). */
export async function unreadCount(db: Db, reader: Reader): Promise<number> {
  const row = await db
    .selectFrom('message')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where(visibleTo(reader))
    .where(unreadBy(reader.memberId))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A page of the member's messages, newest first (keyset on id). */
export async function listMessages(
  db: Db,
  reader: Reader,
  { cursor, limit, unread }: { cursor?: string; limit: number; unread?: boolean },
): Promise<{ items: MemberMessage[]; nextCursor: string | null }> {
  const rows = await db
    .selectFrom('message')
    .select([
      'message.id',
      'message.template',
      'message.params',
      'message.title',
      'message.body',
      'message.member_id',
      'message.created_at',
    ])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('message_read')
            .select('message_read.message_id')
            .whereRef('message_read.message_id', '=', 'message.id')
            .where('message_read.member_id', '=', reader.memberId),
        )
        .as('read'),
    )
    .where(visibleTo(reader))
    .$if(unread === true, (q) => q.where(unreadBy(reader.memberId)))
    .$if(cursor !== undefined, (q) => q.where('message.id', '<', cursor!))
    .orderBy('message.id', 'desc')
    .limit(limit + 1)
    .execute();
  const page = rows.slice(0, limit);
  return {
    items: page.map((row) => ({
      id: Number(row.id),
      template: row.template as MessageTemplate | null,
      params: row.params,
      title: row.title,
      body: row.body,
      broadcast: row.member_id === null,
      createdAt: new Date(row.created_at).toISOString(),
      read: Boolean(row.read),
    })),
    nextCursor: rows.length > limit ? String(page.at(-1)!.id) : null,
  };
}

/** Marks one message read (again is harmless); another member's is 404 MESSAGE_NOT_FOUND. */
export async function markRead(db: Db, reader: Reader, id: number, now: Date): Promise<void> {
  const found = await db
    .selectFrom('message')
    .select('id')
    .where('id', '=', id)
    .where(visibleTo(reader))
    .executeTakeFirst();
  if (!found) throw new ApiError(404, 'MESSAGE_NOT_FOUND', 'No such message');
  await db
    .insertInto('message_read')
    .values({ message_id: id, member_id: reader.memberId, read_at: now })
    .onConflict((oc) => oc.columns(['member_id', 'message_id']).doNothing())
    .execute();
}

/** Marks every message the member sees read, in one statement. */
export async function markAllRead(db: Db, reader: Reader, now: Date): Promise<void> {
  await db
    .insertInto('message_read')
    .columns(['message_id', 'member_id', 'read_at'])
    .expression(
      db
        .selectFrom('message')
        .select(['message.id', sql<number>`${reader.memberId}::bigint`.as('member_id')])
        .select(sql<Date>`${now}::timestamptz`.as('read_at'))
        .where(visibleTo(reader))
        .where(unreadBy(reader.memberId)),
    )
    .onConflict((oc) => oc.columns(['member_id', 'message_id']).doNothing())
    .execute();
}
