import { describe, expect, it } from 'vitest';
import { ConfigError, describeDatabase, parseConfig } from './config';
import { DEFAULT_SERVER_LIMITS } from './server-limits';

const ROOT = '/repo';

describe('parseConfig', () => {
  it('defaults to port 3100 on 127.0.0.1 with PGlite under <repo root>/.data/pglite', () => {
    expect(parseConfig({}, ROOT)).toEqual({
      port: 3100,
      host: '127.0.0.1',
      logLevel: 'info',
      database: { kind: 'pglite', dir: '/repo/.data/pglite' },
      trustProxy: false,
      countryHeader: null,
      operatorToken: null,
      sandboxPaySecret: null,
      sandboxPay: true,
      sandboxPayout: 'instant',
      sandboxSignIn: true,
      sandboxAggregator: true,
      sandboxAggregatorKey: null,
      aggregatorTimeoutMs: 5000,
      devInbox: false,
      demoData: true,
      lotteryDrawSecret: null,
      staffOrigins: ['http://localhost:4300', 'http://localhost:4330'],
      loginLimitPerIp: 60,
      vitalsLimitPerIp: 30,
      proofDir: '/repo/.data/withdrawal-proofs',
      documentDir: '/repo/.data/identity-docs',
      serverLimits: DEFAULT_SERVER_LIMITS,
    });
  });

  it('takes STAFF_ORIGINS as origins and refuses what is no origin', () => {
    expect(
      parseConfig({ STAFF_ORIGINS: 'https://console.example.com, http://localhost:4300' }, ROOT)
        .staffOrigins,
    ).toEqual(['https://console.example.com', 'http://localhost:4300']);
    expect(() => parseConfig({ STAFF_ORIGINS: 'https://console.example.com/path' }, ROOT)).toThrow(
      /STAFF_ORIGINS/,
    );
  });

  it('takes a long LOTTERY_DRAW_SECRET and refuses a short one without echoing it', () => {
    const secret = 'f'.repeat(64);
    expect(parseConfig({ LOTTERY_DRAW_SECRET: secret }, ROOT).lotteryDrawSecret).toBe(secret);
    const short = 'guessable-lottery-key';
    try {
      parseConfig({ LOTTERY_DRAW_SECRET: short }, ROOT);
      expect.unreachable('a short secret must be refused');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).message).toMatch(/LOTTERY_DRAW_SECRET must be at least 32/);
      expect((error as ConfigError).message).not.toContain(short);
    }
  });

  it('switches the sandbox provider off and picks its payout mode', () => {
    expect(parseConfig({ SANDBOX_PAY: 'off' }, ROOT).sandboxPay).toBe(false);
    expect(parseConfig({ SANDBOX_PAY: 'on' }, ROOT).sandboxPay).toBe(true);
    expect(parseConfig({ SANDBOX_SIGN_IN: 'off' }, ROOT).sandboxSignIn).toBe(false);
    expect(parseConfig({ SANDBOX_AGGREGATOR: 'off' }, ROOT).sandboxAggregator).toBe(false);
    expect(parseConfig({ AGGREGATOR_TIMEOUT_MS: '800' }, ROOT).aggregatorTimeoutMs).toBe(800);
    expect(() => parseConfig({ AGGREGATOR_TIMEOUT_MS: 'soon' }, ROOT)).toThrow(
      /AGGREGATOR_TIMEOUT_MS must be a positive integer/,
    );
    expect(parseConfig({ SANDBOX_PAYOUT: 'hold' }, ROOT).sandboxPayout).toBe('hold');
    expect(parseConfig({ SANDBOX_PAYOUT: 'fail' }, ROOT).sandboxPayout).toBe('fail');
    expect(() => parseConfig({ SANDBOX_PAY: 'no', SANDBOX_PAYOUT: 'later' }, ROOT)).toThrow(
      /SANDBOX_PAY must be on or off[\s\S]*SANDBOX_PAYOUT must be one of instant, hold, fail/,
    );
  });

  it('shows the development inbox only when DEV_INBOX is on', () => {
    expect(parseConfig({ DEV_INBOX: 'on' }, ROOT).devInbox).toBe(true);
    expect(parseConfig({ DEV_INBOX: 'off' }, ROOT).devInbox).toBe(false);
    expect(() => parseConfig({ DEV_INBOX: 'yes' }, ROOT)).toThrow(/DEV_INBOX must be on or off/);
  });

  it('leaves the demo accounts out with DEMO_DATA=off', () => {
    expect(parseConfig({ DEMO_DATA: 'off' }, ROOT).demoData).toBe(false);
  });

  it('reads each server limit and refuses one that is not a positive integer', () => {
    const env = { MAX_CONNECTIONS: '500', KEEP_ALIVE_TIMEOUT_MS: '65000', BODY_LIMIT_BYTES: '' };
    expect(parseConfig(env, ROOT).serverLimits).toEqual({
      ...DEFAULT_SERVER_LIMITS,
      maxConnections: 500,
      keepAliveTimeoutMs: 65_000,
    });
    expect(() => parseConfig({ MAX_CONNECTIONS: '0', MAX_PARAM_LENGTH: 'x' }, ROOT)).toThrow(
      /MAX_CONNECTIONS must be a positive integer, got "0"[^]*MAX_PARAM_LENGTH/,
    );
    expect(() => parseConfig({ HEADERS_TIMEOUT_MS: '200000' }, ROOT)).toThrow(
      /HEADERS_TIMEOUT_MS \(200000\) must not exceed REQUEST_TIMEOUT_MS/,
    );
  });

  it('resolves PROOF_DIR against the repo root', () => {
    expect(parseConfig({ PROOF_DIR: 'proofs' }, ROOT).proofDir).toBe('/repo/proofs');
    expect(parseConfig({ PROOF_DIR: '/var/proofs' }, ROOT).proofDir).toBe('/var/proofs');
    expect(parseConfig({ DOCUMENT_DIR: 'docs' }, ROOT).documentDir).toBe('/repo/docs');
  });

  it('reads LOGIN_LIMIT_PER_IP and refuses a non-positive one', () => {
    expect(parseConfig({ LOGIN_LIMIT_PER_IP: '500' }, ROOT).loginLimitPerIp).toBe(500);
    expect(() => parseConfig({ LOGIN_LIMIT_PER_IP: '0' }, ROOT)).toThrow(/LOGIN_LIMIT_PER_IP/);
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

  it.each([
    ['true', true],
    ['TRUE', true],
    ['false', false],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, 2001:db8::/32,loopback', ['10.0.0.0/8', '2001:db8::/32', 'loopback']],
  ])('reads TRUST_PROXY=%s', (raw, expected) => {
    expect(parseConfig({ TRUST_PROXY: raw }, ROOT).trustProxy).toEqual(expected);
  });

  it.each(['yes', '10.0.0.0/33', '10.0.0.1,,10.0.0.2', 'example.com'])(
    'rejects TRUST_PROXY=%s',
    (raw) => {
      expect(() => parseConfig({ TRUST_PROXY: raw }, ROOT)).toThrow(/TRUST_PROXY must be/);
    },
  );

  it('refuses a TRUST_PROXY hop count, which Fastify would silently ignore', () => {
    expect(() => parseConfig({ TRUST_PROXY: '1' }, ROOT)).toThrow(/hop counts are not supported/);
  });

  it('reads COUNTRY_HEADER in lower case and rejects a name that is not a header', () => {
    expect(parseConfig({ COUNTRY_HEADER: 'CF-IPCountry' }, ROOT).countryHeader).toBe(
      'cf-ipcountry',
    );
    expect(() => parseConfig({ COUNTRY_HEADER: 'cf ipcountry' }, ROOT)).toThrow(/COUNTRY_HEADER/);
  });

  it('keeps OPERATOR_TOKEN as given; empty means no bootstrap key', () => {
    expect(parseConfig({ OPERATOR_TOKEN: ' s3cret-token ' }, ROOT).operatorToken).toBe(
      's3cret-token',
    );
    expect(parseConfig({ OPERATOR_TOKEN: '' }, ROOT).operatorToken).toBeNull();
    const error = catchError(() => parseConfig({ OPERATOR_TOKEN: 'abc', PORT: 'x' }, ROOT));
    expect((error as ConfigError).message).not.toContain('abc');
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

  it('trims values, ignores variables it does not know and refuses a URL that does not parse', () => {
    const env = { PORT: ' 8080 ', HOST: ' 0.0.0.0', SOMETHING_ELSE: 'x' };
    expect(parseConfig(env, ROOT)).toMatchObject({ port: 8080, host: '0.0.0.0' });
    const error = catchError(() =>
      parseConfig({ DATABASE_URL: 'postgres://app:hunter2@db:port/x' }, ROOT),
    );
    expect((error as ConfigError).problems).toEqual([
      'DATABASE_URL must be a postgres:// or postgresql:// URL',
    ]);
  });

  it('tells how long a refused secret is, never what it says', () => {
    const error = catchError(() => parseConfig({ LOTTERY_DRAW_SECRET: 'short-secret' }, ROOT));
    expect((error as ConfigError).problems).toEqual([
      'LOTTERY_DRAW_SECRET must be at least 32 characters (e.g. openssl rand -hex 32), got 12',
    ]);
  });

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
