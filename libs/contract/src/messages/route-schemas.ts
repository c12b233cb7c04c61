import { bindSchemas } from '../core/route-schemas';
import { MerchantSettingsParams } from '../operator/settings';
import {
  MessageIdParams,
  MessagePage,
  MessageQuery,
  OperatorMessage,
  SentMessage,
  UnreadCount,
} from './messages';
import { MESSAGE_OPS_ROUTES, MESSAGE_ROUTES } from './routes';

/** The message calls with their schemas (platform and tests only). */
export const MESSAGE_CALLS = bindSchemas(MESSAGE_ROUTES, {
  list: { querystring: MessageQuery, reply: MessagePage },
  unreadCount: { reply: UnreadCount },
  markRead: { params: MessageIdParams, reply: UnreadCount, errors: ['MESSAGE_NOT_FOUND'] },
  markAllRead: { reply: UnreadCount },
});

/** The operator's message calls with their schemas. */
export const MESSAGE_OPS_CALLS = bindSchemas(MESSAGE_OPS_ROUTES, {
  send: {
    params: MerchantSettingsParams,
    body: OperatorMessage,
    reply: SentMessage,
    errors: ['MERCHANT_UNKNOWN', 'ACCOUNT_NOT_FOUND'],
  },
});
