import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommentPage, QuestionType } from '@tessera/contract';
import type { PlatformClient } from '@tessera/sdk';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';

const commentsKey = (promotionId: string) => ['promotion-comments', promotionId] as const;

/** A promotion's comments, newest first (anyone may read them). */
export const commentsQuery = (client: PlatformClient, promotionId: string) =>
  infiniteQueryOptions({
    queryKey: commentsKey(promotionId),
    queryFn: ({ pageParam }) =>
      client.feedback.comments(promotionId, {
        limit: 10,
        ...(pageParam ? { cursor: pageParam } : {}),
      }),
    initialPageParam: '' as string,
    getNextPageParam: (last: CommentPage) => last.nextCursor ?? undefined,
  });

/** What a feedback form sends. */
export interface FeedbackInput {
  questionType: QuestionType;
  content: string;
  images: File[];
}

/** Sends a feedback with its pictures (`PUT /wps/feedback`). */
export function useSendFeedback() {
  const client = usePlatformClient();
  return useMutation({
    mutationFn: ({ questionType, content, images }: FeedbackInput) =>
      client.feedback.send(questionType, content, images),
  });
}

/** Posts a comment on a promotion; the comment list is asked again. */
export function useAddComment(promotionId: string) {
  const client = usePlatformClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ content, images }: { content: string; images: File[] }) =>
      client.feedback.addComment(promotionId, content, images),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentsKey(promotionId) }),
  });
}
