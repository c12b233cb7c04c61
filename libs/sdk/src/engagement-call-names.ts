import type { FeedbackCalls, MessageCalls, ReferralCalls } from './engagement-calls';

export type { FeedbackCalls, MessageCalls, ReferralCalls } from './engagement-calls';

/**
 * Messages, invite friends and feedback calls by name: the client offers them before their code
 * has loaded (`lazyCalls`), so the lobby's first download does not carry them.
 */
export const MESSAGE_CALL_NAMES = [
  'list',
  'unreadCount',
  'markRead',
  'markAllRead',
] as const satisfies readonly (keyof MessageCalls)[];
export const REFERRAL_CALL_NAMES = [
  'summary',
  'friends',
] as const satisfies readonly (keyof ReferralCalls)[];
export const FEEDBACK_CALL_NAMES = [
  'send',
  'comments',
  'addComment',
] as const satisfies readonly (keyof FeedbackCalls)[];

// Fail typecheck when an area gains a call its list does not name.
type Unnamed =
  | Exclude<keyof MessageCalls, (typeof MESSAGE_CALL_NAMES)[number]>
  | Exclude<keyof ReferralCalls, (typeof REFERRAL_CALL_NAMES)[number]>
  | Exclude<keyof FeedbackCalls, (typeof FEEDBACK_CALL_NAMES)[number]>;
export const ALL_ENGAGEMENT_CALLS_NAMED: [Unnamed] extends [never] ? true : never = true;
