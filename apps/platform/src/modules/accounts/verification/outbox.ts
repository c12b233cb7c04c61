import type { OutboxMessage } from '@tessera/contract';
import type { Db } from '../../../core/db/database';

/** One SMS or e-mail to deliver. */
export interface OutgoingMessage {
  merchantCode: string;
  channel: 'SMS' | 'EMAIL';
  /** `+8801712345678` for SMS, an address for e-mail. */
  to: string;
  body: string;
}

/**
 * Delivers SMS and e-mail. The default adapter only writes the outbox table, which operators and
 * tests read. A production adapter (an SMS gateway, an SMTP or e-mail API client) implements the
 * same method: it should still write the outbox row for the audit trail, then hand the message
 * to the provider, and throw only when the message certainly was not accepted, so the caller can
 * answer 5xx instead of telling the player a code is on its way.
 */
export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>;
}

/** The default adapter: one outbox row per message. */
export function outboxSender(db: Db): MessageSender {
  return {
    async send({ merchantCode, channel, to, body }) {
      await db
        .insertInto('outbox')
        .values({ merchant_code: merchantCode, channel, recipient: to, body })
        .execute();
    },
  };
}

/** Recent messages, newest first, optionally to one recipient. */
export async function listOutbox(db: Db, to?: string, limit = 50): Promise<OutboxMessage[]> {
  let query = db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(limit);
  if (to) query = query.where('recipient', '=', to);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: Number(row.id),
    merchantCode: row.merchant_code,
    channel: row.channel,
    to: row.recipient,
    body: row.body,
    createdAt: row.created_at.toISOString(),
  }));
}
