/**
 * Hot games and vendor lanes are kept for the tab session (spec §4): a query built with
 * `sessionCached` starts from the copy in session storage (so a second visit in the same tab
 * asks nothing), never goes stale, and stores each new answer; a refresh is a `refetch()`.
 * A failed load stores nothing, so the next try asks again. Query shares concurrent requests.
 */
export function sessionCached<T>(key: string, load: () => Promise<T>, storage = sessionStorage) {
  return {
    queryFn: async () => {
      const value = await load();
      write(storage, key, value);
      return value;
    },
    initialData: () => read<T>(storage, key),
    staleTime: Infinity,
  } as const;
}

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

/** Storage keys (v2: the reshaped answer is stored): one entry per merchant and language, since both change what the platform says. */
export const cacheKeys = {
  vendorLanes: (merchant: string, language: string) => `tessera:lanes.v2:${merchant}:${language}`,
  hotGames: (merchant: string, language: string) => `tessera:hot.v2:${merchant}:${language}`,
};
