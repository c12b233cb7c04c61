import {
  infiniteQueryOptions,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import type { MessagePage } from '@tessera/contract';
import type { PlatformClient } from '@tessera/sdk';
import { UNREAD_COUNT_KEY } from '@tessera/site-shared/badges';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { MEMBER_KEY, whileSignedIn } from '@tessera/site-shared/session';

/** Messages per page. */
const PAGE = 20;

export const MESSAGES_KEY = [...MEMBER_KEY, 'messages', 'list'] as const;

/** The member's messages, newest first, page by page ("Load more"). */
export const messagesQuery = (client: PlatformClient) =>
  infiniteQueryOptions({
    queryKey: MESSAGES_KEY,
    queryFn: ({ pageParam }) =>
      client.messages.list({ limit: PAGE, ...(pageParam ? { cursor: pageParam } : {}) }),
    initialPageParam: '' as string,
    getNextPageParam: (last: MessagePage) => last.nextCursor ?? undefined,
    enabled: whileSignedIn(client),
  });

/** Marks messages read in the cached pages (all of them when `id` is null). */
function markedRead(data: InfiniteData<MessagePage> | undefined, id: number | null) {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((item) =>
        id === null || item.id === id ? { ...item, read: true } : item,
      ),
    })),
  };
}

/**
 * Marks one message (or, with null, every message) read: the list shows it at once, the header's
 * badge takes the platform's new count, and the list is asked again.
 */
export function useMarkRead() {
  const client = usePlatformClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number | null) =>
      id === null ? client.messages.markAllRead() : client.messages.markRead(id),
    onSuccess: ({ count }, id) => {
      queryClient.setQueryData<InfiniteData<MessagePage>>(MESSAGES_KEY, (data) =>
        markedRead(data, id),
      );
      queryClient.setQueryData(UNREAD_COUNT_KEY, count);
      void queryClient.invalidateQueries({ queryKey: MESSAGES_KEY });
    },
  });
}
