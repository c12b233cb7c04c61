import {
  FEEDBACK_ROUTES,
  MESSAGE_ROUTES,
  REFERRAL_ROUTES,
  type CommentQuery,
  type FriendQuery,
  type MessageQuery,
  type QuestionType,
} from '@tessera/contract';
import { callRoute } from './route-call';
import type { Call } from './transport';

/** The member's messages (messageV2) and the unread count (spec §7 `CSP_unreadCount`). */
export function messageCalls(call: Call) {
  return {
    /** A page of messages, newest first, with the unread count. */
    list: (query: MessageQuery = {}) => callRoute(call, MESSAGE_ROUTES.list, { query }),
    unreadCount: () => callRoute(call, MESSAGE_ROUTES.unreadCount),
    /** Marks one read; answers what is still unread. */
    markRead: (id: number) => callRoute(call, MESSAGE_ROUTES.markRead, { params: { id } }),
    markAllRead: () => callRoute(call, MESSAGE_ROUTES.markAllRead),
  };
}

/** Invite friends: the member's code and terms, and the friends who registered with it. */
export function referralCalls(call: Call) {
  return {
    summary: () => callRoute(call, REFERRAL_ROUTES.summary),
    friends: (query: FriendQuery = {}) => callRoute(call, REFERRAL_ROUTES.friends, { query }),
  };
}

/** A feedback or comment form: its text fields and up to 3 png/jpg images (≤ 5 MB each). */
function imageForm(fields: Record<string, string>, images: Blob[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const image of images) form.append('image', image);
  return form;
}

/** Feedback (`PUT /wps/feedback`) and activity comments on a promotion. */
export function feedbackCalls(call: Call) {
  return {
    send: (questionType: QuestionType, content: string, images: Blob[] = []) =>
      callRoute(
        call,
        FEEDBACK_ROUTES.send,
        { body: imageForm({ questionType, content }, images) },
        { multipart: true },
      ),
    /** A promotion's comments, newest first (no sign-in needed). */
    comments: (promotionId: string, query: CommentQuery = {}) =>
      callRoute(call, FEEDBACK_ROUTES.comments, { params: { promotionId }, query }),
    addComment: (promotionId: string, content: string, images: Blob[] = []) =>
      callRoute(
        call,
        FEEDBACK_ROUTES.addComment,
        { params: { promotionId }, body: imageForm({ content }, images) },
        { multipart: true },
      ),
  };
}

export type MessageCalls = ReturnType<typeof messageCalls>;
export type ReferralCalls = ReturnType<typeof referralCalls>;
export type FeedbackCalls = ReturnType<typeof feedbackCalls>;
