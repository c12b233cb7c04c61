import { atom } from 'jotai';

/** Session-storage key of the session token (spec §9). */
const TOKEN_KEY = 'token';

/** The session token, or null when signed out. */
export const tokenAtom = atom<string | null>(null);

/** Whether a session exists; member details arrive with the accounts work. */
export const loggedInAtom = atom((get) => get(tokenAtom) !== null);

/**
 * The token at start-up: from the URL query (links from apps and agents carry it), else from
 * session storage (spec §4). A token from the URL is kept for the rest of the visit.
 */
export function readInitialToken(search: string): string | null {
  const fromUrl = new URLSearchParams(search).get(TOKEN_KEY);
  try {
    if (fromUrl) sessionStorage.setItem(TOKEN_KEY, fromUrl);
    return fromUrl ?? sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return fromUrl;
  }
}

/** Ends the session in this tab (spec §4: logout clears the session, keeps the merchant). */
export const signOutAtom = atom(null, (_get, set) => {
  try {
    sessionStorage.removeItem(TOKEN_KEY);
  } catch {
    // Storage unavailable: the in-memory session still ends.
  }
  set(tokenAtom, null);
});
