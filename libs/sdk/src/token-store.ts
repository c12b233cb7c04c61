/** Where the session token lives between calls. */
export interface TokenStore {
  get(): string | null;
  set(token: string | null): void;
  /**
   * Calls `listener` after each change of the token (not when it is set to the same value);
   * returns the unsubscribe. A page reads the token through this, never keeping a copy.
   */
  subscribe(listener: () => void): () => void;
}

/** The listeners of one store, told after each real change. */
function changeNotifier() {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    notify() {
      for (const listener of [...listeners]) listener();
    },
  };
}

/** Session-storage key of the token (spec §9). */
export const TOKEN_STORAGE_KEY = 'token';

/** Keeps the token in memory only: tests, node, and browsers without storage. */
export function memoryTokenStore(initial: string | null = null): TokenStore {
  let token = initial;
  const changes = changeNotifier();
  return {
    get: () => token,
    set: (next) => {
      if (next === token) return;
      token = next;
      changes.notify();
    },
    subscribe: changes.subscribe,
  };
}

/** Options of `sessionTokenStore`. */
export interface SessionTokenStoreOptions {
  /** @default globalThis.sessionStorage (memory only when there is none) */
  storage?: Storage;
  /** The page's query string; a `token` in it signs the visitor in (spec §4). */
  search?: string;
}

/**
 * The browser's token store: session storage key `token` (spec §9), so a new tab starts signed
 * out. At creation a `token` in the URL query wins over a stored one (links from other apps).
 */
export function sessionTokenStore(options: SessionTokenStoreOptions = {}): TokenStore {
  const storage = options.storage ?? defaultStorage();
  if (!storage) return memoryTokenStore(tokenFromSearch(options.search));
  const fromUrl = tokenFromSearch(options.search);
  if (fromUrl) safely(() => storage.setItem(TOKEN_STORAGE_KEY, fromUrl));
  let cached = fromUrl ?? safely(() => storage.getItem(TOKEN_STORAGE_KEY)) ?? null;
  const changes = changeNotifier();
  return {
    get: () => cached,
    set: (token) => {
      const changed = token !== cached;
      cached = token;
      safely(() =>
        token === null
          ? storage.removeItem(TOKEN_STORAGE_KEY)
          : storage.setItem(TOKEN_STORAGE_KEY, token),
      );
      if (changed) changes.notify();
    },
    subscribe: changes.subscribe,
  };
}

/** The non-empty `token` query parameter, if any. */
export function tokenFromSearch(search: string | undefined): string | null {
  if (!search) return null;
  const token = new URLSearchParams(search).get(TOKEN_STORAGE_KEY);
  return token ? token : null;
}

function defaultStorage(): Storage | undefined {
  // Reading sessionStorage throws in some privacy modes; fall back to memory then.
  return safely(() => globalThis.sessionStorage);
}

/** Storage may throw (quota, privacy mode); the in-memory copy keeps the session working. */
function safely<T>(action: () => T): T | undefined {
  try {
    return action();
  } catch {
    return undefined;
  }
}
