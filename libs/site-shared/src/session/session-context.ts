import type { PlatformClient, TokenStore } from '@tessera/sdk';
import { usePlatformClient } from '../platform-client/use-platform-client';

/** What session code needs besides the atoms: the client and the token store it sends from. */
export interface SessionServices {
  client: PlatformClient;
  tokens: TokenStore;
}

/** The platform client and its token store (one copy of the token: the SDK's). */
export function useSession(): SessionServices {
  const client = usePlatformClient();
  return { client, tokens: client.tokenStore };
}
