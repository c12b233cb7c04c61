import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { firstLoginAtom } from './first-login';
import { loadMember } from './member-queries';
import { useSession } from './session-context';

/**
 * Confirming, starting and ending a session; every screen signs in and out through these. The
 * SDK keeps the token a login, registration, free play or reset answered with; a change of
 * token resets the member's queries (site-app), so nothing here copies or clears state.
 */
export function useSessionActions() {
  const { client, tokens } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const setFirstLogin = useSetAtom(firstLoginAtom);
  return useMemo(
    () => ({
      /** Asks for the member (which marks the user logged in) and the login info again. */
      loadMember: () => loadMember(queryClient, client),
      /** After a call that signed in: the member is loaded first, then the player moves on. */
      signIn: async (to: string) => {
        await loadMember(queryClient, client);
        await navigate({ to });
      },
      /** Ends the session on the server, then here; a failed call still signs out locally. */
      logout: async () => {
        await client.session.logout().catch(() => undefined);
        setFirstLogin(false);
        tokens.set(null);
      },
    }),
    [client, tokens, queryClient, navigate, setFirstLogin],
  );
}
