import { useQuery } from '@tanstack/react-query';
import type { MemberInfo } from '@tessera/contract';
import { isAgentType } from '@tessera/domain';
import { useSyncExternalStore } from 'react';
import { usePlatformClient } from '../platform-client/use-platform-client';
import { memberQuery } from './member-queries';

/** The session token, read from the SDK's token store (the only copy) and re-read on change. */
export function useToken(): string | null {
  const { tokenStore } = usePlatformClient();
  return useSyncExternalStore(tokenStore.subscribe, tokenStore.get);
}

/** Whether a session token exists, confirmed or not yet; route guards ask the same. */
export function useHasSession(): boolean {
  return useToken() !== null;
}

/**
 * The signed-in member, loaded once a token exists; null for a visitor and until the platform
 * answered. A token alone is not "logged in" (spec §4).
 */
export function useMember(): MemberInfo | null {
  const client = usePlatformClient();
  const token = useToken();
  const { data } = useQuery(memberQuery(client));
  return token === null ? null : (data ?? null);
}

export function useLoggedIn(): boolean {
  return useMember() !== null;
}

/** Whether the signed-in member is an agent (types 1, 2, 41, 42). */
export function useIsAgent(): boolean {
  const member = useMember();
  return member !== null && isAgentType(member.type);
}
