import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  ContactBindRequest,
  ContactCodeRequest,
  ProfileUpdate,
  SecurityProfile,
  SetPasswordRequest,
  TotpDisableRequest,
} from '@tessera/contract';
import type { DocumentUploadInput, PlatformClient } from '@tessera/sdk';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { MEMBER_KEY, whileSignedIn } from '@tessera/site-shared/session';

const SECURITY_KEY = [...MEMBER_KEY, 'security'] as const;

/** The security centre's view of the member: §3 details, contacts, what is set up. */
export const securityProfileQuery = (client: PlatformClient) =>
  queryOptions({
    queryKey: [...SECURITY_KEY, 'profile'],
    queryFn: () => client.security.profile(),
    enabled: whileSignedIn(client),
  });

/** The member's live sessions, this one marked. */
export const sessionsQuery = (client: PlatformClient) =>
  queryOptions({
    queryKey: [...SECURITY_KEY, 'sessions'],
    queryFn: () => client.security.sessions(),
    enabled: whileSignedIn(client),
  });

/** Sign-ins of the last 30 days, a page of 20 at a time. */
export const loginHistoryQuery = (client: PlatformClient) =>
  infiniteQueryOptions({
    queryKey: [...SECURITY_KEY, 'history'],
    queryFn: ({ pageParam }) =>
      client.security.loginHistory({ limit: 20, ...(pageParam ? { cursor: pageParam } : {}) }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    enabled: whileSignedIn(client),
  });

/** A mutation whose reply is the new profile, shown at once. */
function useProfileMutation<V>(send: (client: PlatformClient, v: V) => Promise<SecurityProfile>) {
  const client = usePlatformClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => send(client, variables),
    onSuccess: (profile) =>
      queryClient.setQueryData(securityProfileQuery(client).queryKey, profile),
  });
}

export const useUpdateProfile = () =>
  useProfileMutation((client, update: ProfileUpdate) => client.security.updateProfile(update));

export const useBindContact = () =>
  useProfileMutation((client, req: ContactBindRequest) => client.security.bindContact(req));

/**
 * The first password of an account without one; its reply is the new profile. Social sign-in's
 * links say whether unlinking is possible, so they are read again too.
 */
export function useSetPassword() {
  const client = usePlatformClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (req: SetPasswordRequest) => client.security.setPassword(req),
    onSuccess: async (profile) => {
      queryClient.setQueryData(securityProfileQuery(client).queryKey, profile);
      await queryClient.invalidateQueries({ queryKey: [...MEMBER_KEY, 'social'] });
    },
  });
}

/** Sends the code that proves a first password is set by the holder of the account's mobile. */
export function usePasswordCode() {
  const client = usePlatformClient();
  return useMutation({ mutationFn: () => client.security.passwordCode() });
}

export function useContactCode() {
  const client = usePlatformClient();
  return useMutation({
    mutationFn: (req: ContactCodeRequest) => client.security.contactCode(req),
  });
}

/** After a change to sessions or two-factor: read the lists and the profile again. */
function useRefreshSecurity() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: SECURITY_KEY });
}

export function useEndSession() {
  const client = usePlatformClient();
  const refresh = useRefreshSecurity();
  return useMutation({
    mutationFn: (id: number) => client.security.endSession(id),
    onSuccess: refresh,
  });
}

export function useSignOutOthers() {
  const client = usePlatformClient();
  const refresh = useRefreshSecurity();
  return useMutation({ mutationFn: () => client.security.signOutOthers(), onSuccess: refresh });
}

export function useSetUpTotp() {
  const client = usePlatformClient();
  return useMutation({ mutationFn: () => client.security.setUpTotp() });
}

export function useEnableTotp() {
  const client = usePlatformClient();
  const refresh = useRefreshSecurity();
  return useMutation({
    mutationFn: (code: string) => client.security.enableTotp(code),
    onSuccess: refresh,
  });
}

export function useDisableTotp() {
  const client = usePlatformClient();
  const refresh = useRefreshSecurity();
  return useMutation({
    mutationFn: (req: TotpDisableRequest) => client.security.disableTotp(req),
    onSuccess: refresh,
  });
}

/** The member's identity documents, whether verified, and the merchant's threshold. */
export const identityDocumentsQuery = (client: PlatformClient) =>
  queryOptions({
    queryKey: [...SECURITY_KEY, 'documents'],
    queryFn: () => client.identity.documents(),
    enabled: whileSignedIn(client),
  });

/** Uploads one document; the list is read again so it shows, pending. */
export function useUploadDocument() {
  const client = usePlatformClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DocumentUploadInput) => client.identity.upload(input),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: identityDocumentsQuery(client).queryKey }),
  });
}
