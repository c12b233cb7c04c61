// The messages area (messageV2): the member's messages and broadcasts, read and unread. The
// unread count itself lives in core/badges, since the header and the menus show it everywhere.
export { LazyMessagesPage } from './lazy-screens';
