import type { Generated } from 'kysely';
import type { Defaulted, Id, Json } from '../../core/db/tables';

/** A message to one member, or (member_id null) a broadcast to every member of the merchant. */
export interface MessageTable {
  id: Generated<Id>;
  merchant_code: string;
  member_id: Id | null;
  /** Written by an event: the site words it from `params`; null for an operator's own words. */
  template: string | null;
  params: Json<Record<string, string>>;
  title: Defaulted<string>;
  body: Defaulted<string>;
  /** An offer: kept from members excluded from marketing (the exclusion work reads it). */
  marketing: Defaulted<boolean>;
  /** Unique per event (e.g. `deposit:12`), so a retried event writes its message once. */
  event_key: string | null;
  created_at: Date;
}

/** One member has read one message (broadcast or their own). */
export interface MessageReadTable {
  message_id: Id;
  member_id: Id;
  read_at: Date;
}

declare module '../../core/db/tables' {
  interface Database {
    message: MessageTable;
    message_read: MessageReadTable;
  }
}
