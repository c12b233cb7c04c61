import { describe, expect, it } from 'vitest';
import { memoryTokenStore, sessionTokenStore, tokenFromSearch } from './token-store';

/** A minimal Storage double; `broken` makes every call throw like a locked-down browser. */
function fakeStorage(initial: Record<string, string> = {}, broken = false): Storage {
  const data = new Map(Object.entries(initial));
  const guard = () => {
    if (broken) throw new Error('SecurityError');
  };
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    key: (index) => [...data.keys()][index] ?? null,
    getItem: (key) => (guard(), data.get(key) ?? null),
    setItem: (key, value) => (guard(), void data.set(key, value)),
    removeItem: (key) => (guard(), void data.delete(key)),
  };
}

describe('sessionTokenStore', () => {
  it.each([
    ['nothing anywhere', {}, '', null],
    ['a stored token', { token: 'stored' }, '', 'stored'],
    ['a URL token', {}, '?token=url', 'url'],
    ['the URL wins over storage', { token: 'stored' }, '?a=1&token=url', 'url'],
    ['an empty URL token is ignored', { token: 'stored' }, '?token=', 'stored'],
  ])('starts from %s', (_label, stored, search, expected) => {
    const storage = fakeStorage(stored);
    const store = sessionTokenStore({ storage, search });
    expect([store.get(), storage.getItem('token')]).toEqual([expected, expected]);
  });

  it('writes and clears session storage key `token`', () => {
    const storage = fakeStorage();
    const store = sessionTokenStore({ storage });
    store.set('t1');
    expect(storage.getItem('token')).toBe('t1');
    store.set(null);
    expect([store.get(), storage.getItem('token')]).toEqual([null, null]);
  });

  it('keeps working in memory when storage throws', () => {
    const store = sessionTokenStore({ storage: fakeStorage({}, true), search: '?token=u' });
    expect(store.get()).toBe('u');
    store.set('t2');
    expect(store.get()).toBe('t2');
  });

  it('falls back to memory outside browsers', () => {
    const store = sessionTokenStore({ search: 'token=x' });
    expect(store.get()).toBe('x');
  });
});

describe('memoryTokenStore', () => {
  it('holds one token', () => {
    const store = memoryTokenStore('a');
    store.set('b');
    expect(store.get()).toBe('b');
  });
});

describe('tokenFromSearch', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['?token=abc', 'abc'],
    ['token=abc&x=1', 'abc'],
    ['?x=1', null],
  ])('%j → %j', (search, token) => {
    expect(tokenFromSearch(search)).toBe(token);
  });
});

describe('TokenStore.subscribe', () => {
  it.each([
    ['memoryTokenStore', () => memoryTokenStore()],
    ['sessionTokenStore', () => sessionTokenStore({ storage: fakeStorage() })],
  ])('%s tells its listeners after each change, until they unsubscribe', (_label, create) => {
    const store = create();
    const seen: (string | null)[] = [];
    const unsubscribe = store.subscribe(() => seen.push(store.get()));
    store.set('t1');
    store.set('t1'); // the same token again is no change
    store.set(null);
    unsubscribe();
    store.set('t2');
    expect(seen).toEqual(['t1', null]);
  });
});
