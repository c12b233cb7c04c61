import { describe, expect, it } from 'vitest';
import { testDbKinds } from './test-db';

const url = 'postgres://postgres@127.0.0.1:5432/test';

describe('testDbKinds', () => {
  it('runs the specs on PostgreSQL when there is one, else on in-memory PGlite', () => {
    expect(testDbKinds({ DATABASE_URL: url })).toEqual(['postgres']);
    expect(testDbKinds({})).toEqual(['pglite-memory']);
  });

  it('takes the kinds asked for by TEST_DB_KINDS, both included', () => {
    const env = { DATABASE_URL: url, TEST_DB_KINDS: 'pglite-memory, postgres' };
    expect(testDbKinds(env)).toEqual(['pglite-memory', 'postgres']);
    expect(testDbKinds({ TEST_DB_KINDS: 'pglite-memory' })).toEqual(['pglite-memory']);
  });

  it('refuses an unknown kind, and PostgreSQL without its URL, rather than skip them', () => {
    expect(() => testDbKinds({ TEST_DB_KINDS: 'mysql' })).toThrow('unknown mysql');
    expect(() => testDbKinds({ TEST_DB_KINDS: 'postgres' })).toThrow('set DATABASE_URL');
  });
});
