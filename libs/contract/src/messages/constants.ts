// Runtime constants of the member's messages (spec §2 messageV2, §7 CSP_unreadCount); no schema
// is built here (the site imports these).

/** The member's messages: per member and broadcast (per merchant), read and unread. */
export const MESSAGE_PATHS = {
  /** GET (token) `?cursor&limit&unread`: the member's messages, newest first. */
  messages: '/wps/messages',
  /** PUT (token): marks one message read (idempotent). */
  messageRead: '/wps/messages/:id/read',
  /** PUT (token): marks every message read. */
  allRead: '/wps/messages/read',
  /** GET (token): the number of unread messages (spec §7 `CSP_unreadCount`). */
  unreadCount: '/wps/relay/CSP_unreadCount',
} as const;

/** The path that marks message `id` read. */
export const messageReadPath = (id: number) => MESSAGE_PATHS.messageRead.replace(':id', String(id));

/**
 * What wrote a message. Event messages carry a `template` (the site words them in the reader's
 * language from `params`); broadcasts and answers carry the operator's own title and body.
 */
export const MESSAGE_TEMPLATES = [
  'depositApproved',
  'withdrawalPaid',
  'contractOffered',
  'feedbackAnswered',
  // Written before referral rewards went to the reward centre (now `rewardIssued`); kept so the
  // messages already stored still read.
  'referralReward',
  /** A reward dropped in the reward centre: `title.<language>`, `amount`. */
  'rewardIssued',
  /** A points-mall redeem the operator approved or rejected: `item.<language>`. */
  'redeemApproved',
  'redeemRejected',
  /** The member reached a VIP level: `level` (its name). */
  'vipLevelUp',
] as const;
export type MessageTemplate = (typeof MESSAGE_TEMPLATES)[number];

/** Rows per page of the message list unless the caller asks for another size. */
export const DEFAULT_MESSAGE_PAGE = 20;
/** Longest title and body an operator may write. */
export const MAX_MESSAGE_TITLE = 120;
export const MAX_MESSAGE_BODY = 2000;

/** Operator calls of the messages area. */
export const MESSAGE_OPS_PATHS = {
  /** POST: a broadcast to every member of the merchant, or one message to `account`. */
  messages: '/ops/merchants/:code/messages',
} as const;
