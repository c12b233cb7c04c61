import { route, type NoRequest } from '../core/route';
import { opsRoute } from '../operator/ops-route';
import type {
  MessagePage,
  MessageQuery,
  OperatorMessage,
  SentMessage,
  UnreadCount,
} from './messages';
import { MESSAGE_OPS_PATHS, MESSAGE_PATHS } from './constants';

/** The member's messages (messageV2) and the unread count (spec §7 `CSP_unreadCount`). */
export const MESSAGE_ROUTES = {
  /** A page of messages, newest first, with the unread count. */
  list: route<{ query: MessageQuery }, MessagePage>('GET', MESSAGE_PATHS.messages, 'member'),
  unreadCount: route<NoRequest, UnreadCount>('GET', MESSAGE_PATHS.unreadCount, 'member'),
  /** Marks one read; answers what is still unread. */
  markRead: route<{ params: { id: number } }, UnreadCount>(
    'PUT',
    MESSAGE_PATHS.messageRead,
    'member',
  ),
  markAllRead: route<NoRequest, UnreadCount>('PUT', MESSAGE_PATHS.allRead, 'member'),
};

/** The operator's messages: a broadcast to the merchant's members, or one to an account. */
export const MESSAGE_OPS_ROUTES = {
  send: opsRoute<{ params: { code: string }; body: OperatorMessage }, SentMessage>(
    'POST',
    MESSAGE_OPS_PATHS.messages,
    'messages.send',
  ),
};
