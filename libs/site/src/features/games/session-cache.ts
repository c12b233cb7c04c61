/** Options of a cached call. */
export interface CachedCallOptions {
  /** Skip the stored copy and load again (spec §4: a refresh or flush forces reload). */
  refresh?: boolean;
  /** @default window.sessionStorage */
  storage?: Storage;
}

// Two components asking for the same key at once (the home and the header, or StrictMode's
// double effect) share one request instead of racing to write the same entry.
const inFlight = new Map<string, Promise<unknown>>();

function read<T>(storage: Storage, key: string): T | undefined {
  try {
    const text = storage.getItem(key);
    return text === null ? undefined : (JSON.parse(text) as T);
  } catch {
    // A corrupt or foreign entry is treated as absent, and replaced by the next load.
    return undefined;
  }
}

function write(storage: Storage, key: string, value: unknown) {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked (private mode): the data still works, just uncached.
  }
}

/**
 * `load()` once per tab session: the result is kept in session storage under `key` and reused
 * until `refresh` is asked for (spec §4: hot games and vendor lanes are cached this way).
 * A failed load stores nothing, so the next call tries again.
 */
export function cachedCall<T>(
  key: string,
  load: () => Promise<T>,
  { refresh = false, storage = window.sessionStorage }: CachedCallOptions = {},
): Promise<T> {
  if (!refresh) {
    const stored = read<T>(storage, key);
    if (stored !== undefined) return Promise.resolve(stored);
    const pending = inFlight.get(key);
    if (pending) return pending as Promise<T>;
  }
  const loading = load()
    .then((value) => {
      write(storage, key, value);
      return value;
    })
    .finally(() => {
      if (inFlight.get(key) === loading) inFlight.delete(key);
    });
  inFlight.set(key, loading);
  return loading;
}

/** Cache keys: one entry per merchant and language, since both change what the platform says. */
export const cacheKeys = {
  vendorLanes: (merchant: string, language: string) => `tessera:lanes:${merchant}:${language}`,
  hotGames: (merchant: string, language: string) => `tessera:hot:${merchant}:${language}`,
};
