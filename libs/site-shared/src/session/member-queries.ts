import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { MemberInfo } from '@tessera/contract';
import type { PlatformClient } from '@tessera/sdk';

/**
 * Every query about the signed-in member lives under this key: a change of session token
 * resets them all at once (site-app), so no member ever sees the previous member's data.
 */
export const MEMBER_KEY = ['member'] as const;

/**
 * `enabled` for member queries. It reads the token store when asked, not a rendered copy: when
 * the token is dropped, the reset that follows must not refetch with no token (a 401 would be
 * read as "session ended").
 */
export const whileSignedIn = (client: PlatformClient) => () => client.tokenStore.get() !== null;

/**
 * The signed-in member (spec §4: answering it marks the user logged in). It changes only
 * through the site's own calls, which refetch it, so it never goes stale by itself.
 */
export const memberQuery = (client: PlatformClient) =>
  queryOptions({
    queryKey: [...MEMBER_KEY, 'info'],
    queryFn: (): Promise<MemberInfo> => client.member.info(),
    enabled: whileSignedIn(client),
    staleTime: Infinity,
  });

/** Counters and switches shown after sign-in (unread messages, referral promo). */
export const loginInfoQuery = (client: PlatformClient) =>
  queryOptions({
    queryKey: [...MEMBER_KEY, 'loginInfo'],
    queryFn: () => client.member.loginInfo(),
    enabled: whileSignedIn(client),
    staleTime: Infinity,
  });

/**
 * Asks the platform for the member now (after a sign-in or a change of the member) and the
 * login info beside it. Login info is extra: the header works without it, so its failure does
 * not fail the sign-in.
 */
export async function loadMember(queryClient: QueryClient, client: PlatformClient) {
  const [member] = await Promise.all([
    queryClient.fetchQuery({ ...memberQuery(client), staleTime: 0 }),
    queryClient.fetchQuery({ ...loginInfoQuery(client), staleTime: 0 }).catch(() => null),
  ]);
  return member;
}

/** The member as known right now, for code that acts on a press rather than renders. */
export function currentMember(queryClient: QueryClient, client: PlatformClient): MemberInfo | null {
  if (!whileSignedIn(client)()) return null;
  return queryClient.getQueryData(memberQuery(client).queryKey) ?? null;
}
