import Type, { type Static } from 'typebox';
import { CursorPage } from '../core/cursor-page';
import { Dictionary } from '../core/schema-types';
import {
  DEFAULT_MESSAGE_PAGE,
  MAX_MESSAGE_BODY,
  MAX_MESSAGE_TITLE,
  MESSAGE_TEMPLATES,
  type MessageTemplate,
} from './constants';

/** One message as its reader sees it. */
export const MemberMessage = Type.Object({
  id: Type.Integer(),
  /** Written by an event: the site words it from `params`; null for the operator's own words. */
  template: Type.Unsafe<MessageTemplate | null>({
    type: ['string', 'null'],
    enum: [...MESSAGE_TEMPLATES, null],
  }),
  /** Values of the template as text (amounts in minor units, a contract kind, a currency). */
  params: Dictionary(Type.String()),
  title: Type.String(),
  body: Type.String(),
  /** Sent to every member of the merchant. */
  broadcast: Type.Boolean(),
  createdAt: Type.String(),
  read: Type.Boolean(),
});
export type MemberMessage = Static<typeof MemberMessage>;

/** `GET /wps/messages`. */
export const MessageQuery = Type.Object({
  /** The previous page's `nextCursor`. */
  cursor: Type.Optional(Type.String({ maxLength: 20, pattern: '^[0-9]+$' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: DEFAULT_MESSAGE_PAGE })),
  /** Only unread ones. */
  unread: Type.Optional(Type.Boolean()),
});
export type MessageQuery = Static<typeof MessageQuery>;

export const MessagePage = CursorPage('items', MemberMessage, {
  unread: Type.Integer(),
});
export type MessagePage = Static<typeof MessagePage>;

export const MessageIdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2 ** 53 }) });
export type MessageIdParams = Static<typeof MessageIdParams>;

/** Reply of `CSP_unreadCount` and of the read calls: what is still unread. */
export const UnreadCount = Type.Object({ count: Type.Integer() });
export type UnreadCount = Static<typeof UnreadCount>;

/** `POST /ops/merchants/:code/messages`: a broadcast, or to one account. */
export const OperatorMessage = Type.Object({
  title: Type.String({ minLength: 1, maxLength: MAX_MESSAGE_TITLE }),
  body: Type.String({ minLength: 1, maxLength: MAX_MESSAGE_BODY }),
  /** One member's account; without it every member of the merchant gets the message. */
  account: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  /** Marketing (offers): never shown to a member excluded from marketing. @default false */
  marketing: Type.Optional(Type.Boolean()),
});
export type OperatorMessage = Static<typeof OperatorMessage>;

export const SentMessage = Type.Object({ id: Type.Integer(), broadcast: Type.Boolean() });
export type SentMessage = Static<typeof SentMessage>;
