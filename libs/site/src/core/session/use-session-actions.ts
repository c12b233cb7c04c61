import { useSetAtom, useStore } from 'jotai';
import { useMemo } from 'react';
import { loadMemberInto } from './load-member';
import { clearSessionAtom, tokenAtom } from './session';
import { useSession } from './session-context';

/** Starting, confirming and ending a session; every screen signs in and out through these. */
export function useSessionActions() {
  const { client, tokens } = useSession();
  const store = useStore();
  const clear = useSetAtom(clearSessionAtom);
  return useMemo(() => {
    return {
      /** Fetches member info (which marks the user logged in) and the login info. */
      loadMember: () => loadMemberInto(store, client),
      /** Mirrors the token a login, registration, free play or reset stored in the SDK. */
      keepToken: (token: string) => {
        tokens.set(token);
        store.set(tokenAtom, token);
      },
      /** Ends the session on the server, then here; a failed call still signs out locally. */
      logout: async () => {
        await client.session.logout().catch(() => undefined);
        tokens.set(null);
        clear();
      },
    };
  }, [client, tokens, store, clear]);
}
