import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  LoginResult,
  SocialLinkRequest,
  SocialProvider,
  SocialRegisterRequest,
  SocialSignInRequest,
  SocialStart,
  SocialStartRequest,
} from '@tessera/contract';
import type { PlatformClient } from '@tessera/sdk';
import type { FormSteps } from '@tessera/site-shared/forms';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { MEMBER_KEY, whileSignedIn } from '@tessera/site-shared/session';

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

/** Starts a sign-in with a provider: the platform answers where to send the browser. */
export function useSocialStart(steps: FormSteps<SocialStart, SocialStartRequest> = {}) {
  const client = usePlatformClient();
  return useMutation({
    mutationFn: (req: SocialStartRequest) => client.social.start(req),
    ...steps,
  });
}

/** Signs a linked identity in with its ticket (and the answers a further step asked for). */
export function useSocialSignIn(steps: FormSteps<LoginResult, SocialSignInRequest> = {}) {
  const client = usePlatformClient();
  return useMutation({
    mutationFn: (req: SocialSignInRequest) => client.social.signIn(req),
    ...steps,
  });
}

/** Creates an account for a new identity and signs it in. */
export function useSocialRegister(steps: FormSteps<LoginResult, SocialRegisterRequest> = {}) {
  const client = usePlatformClient();
  return useMutation({
    mutationFn: (req: SocialRegisterRequest) => client.social.register(req),
    ...steps,
  });
}

/** Links a new identity to an existing account, proven by its password, and signs in. */
export function useSocialLink(steps: FormSteps<LoginResult, SocialLinkRequest> = {}) {
  const client = usePlatformClient();
  return useMutation({
    mutationFn: (req: SocialLinkRequest) => client.social.link(req),
    ...steps,
  });
}
