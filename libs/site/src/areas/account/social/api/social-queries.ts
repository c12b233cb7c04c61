import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SocialProvider } from '@tessera/contract';
import type { PlatformClient } from '@tessera/sdk';
import { usePlatformClient } from '../../../../core/platform-client/use-platform-client';
import { MEMBER_KEY, whileSignedIn } from '../../../../core/session';

/** The merchant's sign-in providers (a button each); they change only with the operator. */
export const socialProvidersQuery = (client: PlatformClient) =>
  queryOptions({
    queryKey: ['social', 'providers'],
    queryFn: () => client.social.providers(),
    staleTime: 5 * 60_000,
  });

const LINKS_KEY = [...MEMBER_KEY, 'social', 'links'] as const;

/** The member's linked providers and whether the account has a password. */
export const socialLinksQuery = (client: PlatformClient) =>
  queryOptions({
    queryKey: LINKS_KEY,
    queryFn: () => client.social.links(),
    enabled: whileSignedIn(client),
  });

/** Unlinks a provider, then reads the links again. */
export function useUnlink() {
  const client = usePlatformClient();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (provider: SocialProvider) => client.social.unlink(provider),
    onSuccess: () => queries.invalidateQueries({ queryKey: LINKS_KEY }),
  });
}
