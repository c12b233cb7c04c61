// The messages module (issue 12, messageV2): a member's messages and the merchant's broadcasts,
// read and unread, the unread count (spec §7 `CSP_unreadCount`), the operator's messages, and
// `sendMessage`, which other modules call inside their own transactions when an event happens.
// Other modules, app.ts and seed.ts import only what this file exports.

export type { MessageTable, MessageReadTable } from './messages-tables';
export { messagesModule } from './messages-module';
export {
  localizedParams,
  sendEventMessage,
  sendMessage,
  type EventMessage,
  type NewMessage,
} from './send-message';
export { unreadCount } from './message-store';
export { seedMessages } from './seed-messages';
export { messageOpsRoutes } from './ops/message-ops-routes';
