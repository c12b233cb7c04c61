import { MESSAGE_CALLS, type MessageQuery, type WithDefaults } from '@tessera/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../core/db/database';
import { ok } from '../../core/http/envelope';
import { routeFor } from '../../core/http/route-for';
import type { TypedApp } from '../../core/http/typed-app';
import { requestSession } from '../accounts';
import { listMessages, markAllRead, markRead, unreadCount, type Reader } from './message-store';

const tags = ['messages'];

/** What the message routes need. */
export interface MessageDeps {
  db: Db;
  now: () => Date;
}

const readerOf = (request: FastifyRequest): Reader => {
  const { member } = requestSession(request);
  return { memberId: Number(member.id), merchantCode: member.merchant_code };
};

/** The member's messages (inside `memberOnly`): list, unread count, mark read. */
export async function messageRoutes(app: TypedApp, { db, now }: MessageDeps): Promise<void> {
  routeFor(
    app,
    MESSAGE_CALLS.list,
    async (request) => {
      const reader = readerOf(request);
      const query = request.query as WithDefaults<MessageQuery, 'limit'>;
      const [page, unread] = await Promise.all([
        listMessages(db, reader, query),
        unreadCount(db, reader),
      ]);
      return ok({ ...page, unread });
    },
    { tags },
  );

  routeFor(
    app,
    MESSAGE_CALLS.unreadCount,
    async (request) => ok({ count: await unreadCount(db, readerOf(request)) }),
    { tags },
  );

  routeFor(
    app,
    MESSAGE_CALLS.markRead,
    async (request) => {
      const reader = readerOf(request);
      await markRead(db, reader, request.params.id, now());
      return ok({ count: await unreadCount(db, reader) });
    },
    { tags },
  );

  routeFor(
    app,
    MESSAGE_CALLS.markAllRead,
    async (request) => {
      const reader = readerOf(request);
      await markAllRead(db, reader, now());
      return ok({ count: await unreadCount(db, reader) });
    },
    { tags },
  );
}
