import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { FriendPage } from '@tessera/contract';
import type { PlatformClient } from '@tessera/sdk';
import { MEMBER_KEY, whileSignedIn } from '@tessera/site-shared/session';

const REFERRAL_KEY = [...MEMBER_KEY, 'referral'] as const;

/** The member's code, the merchant's terms and the counts. */
export const referralSummaryQuery = (client: PlatformClient) =>
  queryOptions({
    queryKey: [...REFERRAL_KEY, 'summary'],
    queryFn: () => client.referral.summary(),
    enabled: whileSignedIn(client),
  });

/** The invited friends, newest first, page by page. */
export const friendsQuery = (client: PlatformClient) =>
  infiniteQueryOptions({
    queryKey: [...REFERRAL_KEY, 'friends'],
    queryFn: ({ pageParam }) =>
      client.referral.friends({ limit: 20, ...(pageParam ? { cursor: pageParam } : {}) }),
    initialPageParam: '' as string,
    getNextPageParam: (last: FriendPage) => last.nextCursor ?? undefined,
    enabled: whileSignedIn(client),
  });
