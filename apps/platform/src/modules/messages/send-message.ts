import type { MessageTemplate } from '@tessera/contract';
import type { Trx } from '../../core/db/database';
import { memberRows } from '../accounts';
import { merchantRows } from '../merchants';
import './messages-tables';

/** A message to write: an event's (template and params) or an operator's (title and body). */
export interface NewMessage {
  merchantCode: string;
  /** The member it is for; null sends it to every member of the merchant (a broadcast). */
  memberId: number | null;
  template?: MessageTemplate | null;
  /** The template's values, as text (amounts in minor units). */
  params?: Record<string, string>;
  title?: string;
  body?: string;
  /** An offer: members excluded from marketing never see it. @default false */
  marketing?: boolean;
  /**
   * Unique per event (`deposit:12`): a second message with the same key is not written, so the
   * event's retry or a race sends one message. Null for messages that are no event's.
   */
  key?: string | null;
  at: Date;
}

/**
 * Writes a message inside the caller's transaction (the event's own, so the message exists
 * exactly when the event does). Returns the new id, or null when `key` was written before.
 */
export async function sendMessage(trx: Trx, message: NewMessage): Promise<number | null> {
  const row = await trx
    .insertInto('message')
    .values({
      merchant_code: message.merchantCode,
      member_id: message.memberId,
      template: message.template ?? null,
      params: JSON.stringify(message.params ?? {}),
      title: message.title ?? '',
      body: message.body ?? '',
      marketing: message.marketing ?? false,
      event_key: message.key ?? null,
      created_at: message.at,
    })
    .onConflict((oc) => oc.column('event_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

/** An event's message to one member, worded by the site from its template. */
export interface EventMessage {
  memberId: number;
  template: MessageTemplate;
  /** The template's values; an `amount` is in minor units of the merchant's currency. */
  params: Record<string, string>;
  /** Unique per event (`deposit:12`), so the event's retry writes one message. */
  key: string;
  at: Date;
}

/**
 * Writes an event's message to a member inside the event's transaction, with the member's
 * merchant and its currency (the site formats `amount` with it) looked up here, so the calling
 * module passes only what happened.
 */
export async function sendEventMessage(trx: Trx, event: EventMessage): Promise<number | null> {
  const member = await trx
    .selectFrom(memberRows(trx).as('member'))
    .innerJoin(merchantRows(trx).as('merchant'), 'merchant.code', 'member.merchant_code')
    .select(['member.merchant_code', 'merchant.currency'])
    .where('member.id', '=', event.memberId)
    .executeTakeFirstOrThrow();
  return sendMessage(trx, {
    merchantCode: member.merchant_code,
    memberId: event.memberId,
    template: event.template,
    params: { currency: member.currency, ...event.params },
    key: event.key,
    at: event.at,
  });
}

/**
 * A name given per language (a reward's title, a mall item's name) as a message's params:
 * `<param>.<language>` each, so the site words it in the reader's language.
 */
export function localizedParams(
  param: string,
  names: Record<string, string>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(names).map(([language, name]) => [`${param}.${language}`, name]),
  );
}
