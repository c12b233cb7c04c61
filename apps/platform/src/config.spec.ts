import { describe, expect, it } from 'vitest';
import { ConfigError, describeDatabase, parseConfig } from './config';

const ROOT = '/repo';

describe('parseConfig', () => {
  it('defaults to port 3100 on 127.0.0.1 with PGlite under <repo root>/.data/pglite', () => {
    expect(parseConfig({}, ROOT)).toEqual({
      port: 3100,
      host: '127.0.0.1',
      logLevel: 'info',
      database: { kind: 'pglite', dir: '/repo/.data/pglite' },
    });
  });

  it('accepts PGLITE_DIR=memory as an in-memory database', () => {
    expect(parseConfig({ PGLITE_DIR: 'memory' }, ROOT).database).toEqual({ kind: 'pglite-memory' });
  });

  it('resolves a relative PGLITE_DIR against the repo root', () => {
    expect(parseConfig({ PGLITE_DIR: 'tmp/db' }, ROOT).database).toEqual({
      kind: 'pglite',
      dir: '/repo/tmp/db',
    });
  });

  it('prefers DATABASE_URL over PGLITE_DIR', () => {
    const url = 'postgres://app:secret@db.internal:5432/tessera';
    const config = parseConfig({ DATABASE_URL: url, PGLITE_DIR: 'memory' }, ROOT);
    expect(config.database).toEqual({ kind: 'postgres', url });
    expect(describeDatabase(config.database)).not.toContain('secret');
  });

  it('reads PORT, HOST and LOG_LEVEL', () => {
    const config = parseConfig({ PORT: '8080', HOST: '0.0.0.0', LOG_LEVEL: 'warn' }, ROOT);
    expect(config).toMatchObject({ port: 8080, host: '0.0.0.0', logLevel: 'warn' });
  });

  it.each(['abc', '70000', '-1', '3.5', '80a'])(
    'rejects PORT=%s with a message naming PORT',
    (port) => {
      expect(() => parseConfig({ PORT: port }, ROOT)).toThrow(ConfigError);
      expect(() => parseConfig({ PORT: port }, ROOT)).toThrow(
        `PORT must be an integer from 0 to 65535, got "${port}"`,
      );
    },
  );

  it('lists every problem at once and never echoes the database URL', () => {
    const env = { PORT: 'x', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://root:hunter2@localhost/db' };
    const error = catchError(() => parseConfig(env, ROOT));
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toHaveLength(3);
    expect((error as ConfigError).message).toContain('DATABASE_URL must be a postgres://');
    expect((error as ConfigError).message).not.toContain('hunter2');
  });
});

function catchError(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}
