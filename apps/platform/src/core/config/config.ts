import { isAbsolute, join, resolve } from 'node:path';
import {
  SANDBOX_PAYOUT_MODES,
  VITALS_REPORTS_PER_IP_PER_MINUTE,
  type SandboxPayoutMode,
} from '@tessera/contract';
import {
  LOTTERY_SECRET_MIN_LENGTH,
  parseCountryHeader,
  parseTrustProxy,
  type TrustProxy,
} from './config-access';
import { parseServerLimits, type ServerLimits } from './server-limits';

/** Where the data lives: a PostgreSQL server, or embedded PGlite in a folder or in memory. */
export type DatabaseConfig =
  { kind: 'postgres'; url: string } | { kind: 'pglite'; dir: string } | { kind: 'pglite-memory' };

/** Log levels pino understands. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The platform's whole configuration, validated once at startup. */
export interface Config {
  /** @default 3100 */
  port: number;
  /** @default '127.0.0.1' */
  host: string;
  /** @default 'info' */
  logLevel: LogLevel;
  database: DatabaseConfig;
  /** Which proxies may set X-Forwarded-For. @default false */
  trustProxy: TrustProxy;
  /** Lower-case name of the header carrying the caller's country. @default null (unknown) */
  countryHeader: string | null;
  /** Bearer token of the operator API; null disables /ops. Never logged. @default null */
  operatorToken: string | null;
  /** Login and free-play calls per client IP per minute. @default 60 */
  loginLimitPerIp: number;
  /** Field-data reports per client IP per minute. @default 30 */
  vitalsLimitPerIp: number;
  /** Signs sandbox payment callbacks; null = a random one per process. Never logged. @default null */
  sandboxPaySecret: string | null;
  /** Whether the sandbox payment provider is on (SANDBOX_PAY=on|off); off in production. @default true */
  sandboxPay: boolean;
  /** How the sandbox pays withdrawals out (SANDBOX_PAYOUT). @default 'instant' */
  sandboxPayout: SandboxPayoutMode;
  /** Whether the sandbox OpenID provider and its sign-ins are on (SANDBOX_SIGN_IN=on|off); off in production. @default true */
  sandboxSignIn: boolean;
  /**
   * Whether the sandbox aggregator (/sandbox/aggregator) is on (SANDBOX_AGGREGATOR=on|off); off
   * in production. @default true
   */
  sandboxAggregator: boolean;
  /** The operator API key it admits (SANDBOX_AGGREGATOR_KEY); null = the demo key. Never logged. @default null */
  sandboxAggregatorKey: string | null;
  /** How long a launch waits for a merchant's aggregator (AGGREGATOR_TIMEOUT_MS). @default 5000 */
  aggregatorTimeoutMs: number;
  /**
   * Whether /sandbox/inbox shows the outbox's SMS and e-mail (DEV_INBOX=on|off): `npm start`
   * turns it on so a newcomer can finish a sign-up; never in production, where it would show
   * anyone's codes. @default false
   */
  devInbox: boolean;
  /**
   * Whether the seed adds the demo accounts (published passwords) and their activity
   * (DEMO_DATA=on|off). Off in production. @default true
   */
  demoData: boolean;
  /**
   * The key of the computed lottery draws (LOTTERY_DRAW_SECRET, at least 32 characters); null =
   * the database's random secret, made on first use. Never logged. @default null
   */
  lotteryDrawSecret: string | null;
  /** Where withdrawal proof images are kept (never served). @default <repo>/.data/withdrawal-proofs */
  proofDir: string;
  /** Connections, timeouts and sizes the server accepts (MAX_CONNECTIONS …, server-limits.ts). */
  serverLimits: ServerLimits;
}

/** Thrown when the environment cannot make a valid Config; lists every problem at once. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Reads PORT, HOST, LOG_LEVEL, DATABASE_URL, PGLITE_DIR, TRUST_PROXY, COUNTRY_HEADER,
 * OPERATOR_TOKEN, LOGIN_LIMIT_PER_IP, VITALS_LIMIT_PER_IP, SANDBOX_PAY_SECRET, SANDBOX_PAY, SANDBOX_PAYOUT,
 * SANDBOX_SIGN_IN, SANDBOX_AGGREGATOR, SANDBOX_AGGREGATOR_KEY, AGGREGATOR_TIMEOUT_MS, DEV_INBOX,
 * DEMO_DATA, LOTTERY_DRAW_SECRET, PROOF_DIR and the server limits (MAX_CONNECTIONS, KEEP_ALIVE_TIMEOUT_MS, HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS,
 * MAX_HEADER_BYTES, MAX_PARAM_LENGTH, BODY_LIMIT_BYTES). `repoRoot` anchors the default data
 * folder and relative PGLITE_DIR values, so the folder does not depend on where the process started.
 */
export function parseConfig(env: Env, repoRoot: string): Config {
  const problems: string[] = [];
  const port = parsePort(value(env.PORT), problems);
  const host = value(env.HOST) ?? '127.0.0.1';
  if (/\s/.test(host)) problems.push(`HOST must be a host name or address, got "${host}"`);
  const logLevel = parseLogLevel(value(env.LOG_LEVEL), problems);
  const database = parseDatabase(env, repoRoot, problems);
  const trustProxy = parseTrustProxy(value(env.TRUST_PROXY), problems);
  const countryHeader = parseCountryHeader(value(env.COUNTRY_HEADER), problems);
  // The token itself never goes into a message.
  const operatorToken = value(env.OPERATOR_TOKEN) ?? null;
  const loginLimitPerIp = parseLimit(
    'LOGIN_LIMIT_PER_IP',
    value(env.LOGIN_LIMIT_PER_IP),
    60,
    problems,
  );
  const vitalsLimitPerIp = parseLimit(
    'VITALS_LIMIT_PER_IP',
    value(env.VITALS_LIMIT_PER_IP),
    VITALS_REPORTS_PER_IP_PER_MINUTE,
    problems,
  );
  // Like the operator token, the secret itself never goes into a message.
  const sandboxPaySecret = value(env.SANDBOX_PAY_SECRET) ?? null;
  const sandboxPay = parseSwitch('SANDBOX_PAY', value(env.SANDBOX_PAY), problems);
  const sandboxPayout = parseSandboxPayout(value(env.SANDBOX_PAYOUT), problems);
  const sandboxSignIn = parseSwitch('SANDBOX_SIGN_IN', value(env.SANDBOX_SIGN_IN), problems);
  const sandboxAggregator = parseSwitch(
    'SANDBOX_AGGREGATOR',
    value(env.SANDBOX_AGGREGATOR),
    problems,
  );
  const sandboxAggregatorKey = value(env.SANDBOX_AGGREGATOR_KEY) ?? null;
  const aggregatorTimeoutMs = parseLimit(
    'AGGREGATOR_TIMEOUT_MS',
    value(env.AGGREGATOR_TIMEOUT_MS),
    5_000,
    problems,
  );
  const devInbox = parseSwitch('DEV_INBOX', value(env.DEV_INBOX), problems, false);
  const demoData = parseSwitch('DEMO_DATA', value(env.DEMO_DATA), problems);
  const lotteryDrawSecret = parseLotterySecret(value(env.LOTTERY_DRAW_SECRET), problems);
  const proofDir = resolve(repoRoot, value(env.PROOF_DIR) ?? join('.data', 'withdrawal-proofs'));
  const serverLimits = parseServerLimits(env, problems);
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port,
    host,
    logLevel,
    database,
    trustProxy,
    countryHeader,
    operatorToken,
    loginLimitPerIp,
    vitalsLimitPerIp,
    sandboxPaySecret,
    sandboxPay,
    sandboxPayout,
    sandboxSignIn,
    sandboxAggregator,
    sandboxAggregatorKey,
    aggregatorTimeoutMs,
    devInbox,
    demoData,
    lotteryDrawSecret,
    proofDir,
    serverLimits,
  };
}

/** A short description of the database that is safe to log (never the URL: it may hold a password). */
export function describeDatabase(database: DatabaseConfig): string {
  if (database.kind === 'postgres') return 'postgresql (DATABASE_URL)';
  if (database.kind === 'pglite') return `pglite at ${database.dir}`;
  return 'pglite in memory';
}

// Empty strings count as unset, so `PORT= npm start` behaves like no PORT at all.
function value(raw: string | undefined): string | undefined {
  const trimmed = raw?.trim();
  return trimmed ? trimmed : undefined;
}

function parsePort(raw: string | undefined, problems: string[]): number {
  if (raw === undefined) return 3100;
  const port = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  // 0 asks the OS for a free port, which tests and tools find handy.
  if (!Number.isInteger(port) || port > 65_535) {
    problems.push(`PORT must be an integer from 0 to 65535, got "${raw}"`);
    return 0;
  }
  return port;
}

// Behind a NAT many players share one IP: operators raise these, the benchmark and tests too.
function parseLimit(
  name: string,
  raw: string | undefined,
  fallback: number,
  problems: string[],
): number {
  if (raw === undefined) return fallback;
  const limit = /^\d+$/.test(raw) ? Number(raw) : 0;
  if (limit < 1) problems.push(`${name} must be a positive integer, got "${raw}"`);
  return limit || fallback;
}

// On unless switched off: the demo and the tests pay through the sandbox.
function parseSwitch(
  name: string,
  raw: string | undefined,
  problems: string[],
  byDefault = true,
): boolean {
  if (raw === undefined) return byDefault;
  if (raw === 'on') return true;
  if (raw !== 'off') problems.push(`${name} must be on or off, got "${raw}"`);
  return false;
}

// Anyone who guesses it computes every draw ahead, so a short one is refused, not warned about.
// The value itself never goes into a message.
function parseLotterySecret(raw: string | undefined, problems: string[]): string | null {
  if (raw === undefined) return null;
  if (raw.length < LOTTERY_SECRET_MIN_LENGTH)
    problems.push(
      `LOTTERY_DRAW_SECRET must be at least ${LOTTERY_SECRET_MIN_LENGTH} characters (e.g. openssl rand -hex 32), got ${raw.length}`,
    );
  return raw;
}

function parseSandboxPayout(raw: string | undefined, problems: string[]): SandboxPayoutMode {
  if (raw === undefined) return 'instant';
  const mode = SANDBOX_PAYOUT_MODES.find((candidate) => candidate === raw);
  if (!mode)
    problems.push(`SANDBOX_PAYOUT must be one of ${SANDBOX_PAYOUT_MODES.join(', ')}, got "${raw}"`);
  return mode ?? 'instant';
}

function parseLogLevel(raw: string | undefined, problems: string[]): LogLevel {
  if (raw === undefined) return 'info';
  const level = LOG_LEVELS.find((candidate) => candidate === raw);
  if (!level) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${raw}"`);
  return level ?? 'info';
}

function parseDatabase(env: Env, repoRoot: string, problems: string[]): DatabaseConfig {
  const url = value(env.DATABASE_URL);
  if (url !== undefined) {
    // The URL itself never goes into a message: it may carry a password.
    if (!isPostgresUrl(url))
      problems.push('DATABASE_URL must be a postgres:// or postgresql:// URL');
    return { kind: 'postgres', url };
  }
  const dir = value(env.PGLITE_DIR);
  if (dir === 'memory') return { kind: 'pglite-memory' };
  if (dir === undefined) return { kind: 'pglite', dir: join(repoRoot, '.data', 'pglite') };
  return { kind: 'pglite', dir: isAbsolute(dir) ? dir : resolve(repoRoot, dir) };
}

function isPostgresUrl(raw: string): boolean {
  try {
    const { protocol } = new URL(raw);
    return protocol === 'postgres:' || protocol === 'postgresql:';
  } catch {
    return false;
  }
}
