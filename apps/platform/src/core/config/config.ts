import { isAbsolute, join, resolve } from 'node:path';
import type { SandboxPayoutMode } from '@tessera/contract';
import { parseStaffOrigins, parseTrustProxy, type TrustProxy } from './config-access';
import { readEnv, type EnvValues, type LogLevel } from './config-env';
import { serverLimitsOf, type ServerLimits } from './server-limits';

/** Where the data lives: a PostgreSQL server, or embedded PGlite in a folder or in memory. */
export type DatabaseConfig =
  { kind: 'postgres'; url: string } | { kind: 'pglite'; dir: string } | { kind: 'pglite-memory' };

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
  /** Origins the console is served on, where staff passkeys work (STAFF_ORIGINS). @default DEFAULT_STAFF_ORIGINS */
  staffOrigins: string[];
  /** Where withdrawal proof images are kept (never served). @default <repo>/.data/withdrawal-proofs */
  proofDir: string;
  /** Where identity documents are kept (never served). @default <repo>/.data/identity-docs */
  documentDir: string;
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
 * The environment (every variable in config-env.ts's schema, apps/platform/README.md's table)
 * as one Config, or a ConfigError listing every problem. `repoRoot` anchors the default data
 * folder and relative PGLITE_DIR and PROOF_DIR values, so neither depends on where the process
 * started.
 */
export function parseConfig(env: Env, repoRoot: string): Config {
  const read = readEnv(env);
  const problems = 'problems' in read ? [...read.problems] : [];
  // Checked even when the schema refused something else, so one start lists every problem.
  const trustProxy = parseTrustProxy(env.TRUST_PROXY?.trim() || undefined, problems);
  if (!('values' in read)) throw new ConfigError(problems);
  const config = toConfig(read.values, trustProxy, repoRoot, problems);
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

function toConfig(
  values: EnvValues,
  trustProxy: TrustProxy,
  repoRoot: string,
  problems: string[],
): Config {
  const on = (value: 'on' | 'off') => value === 'on';
  return {
    port: values.PORT,
    host: values.HOST,
    logLevel: values.LOG_LEVEL,
    database: databaseOf(values, repoRoot, problems),
    trustProxy,
    countryHeader: values.COUNTRY_HEADER?.toLowerCase() ?? null,
    // Tokens and secrets are kept as given and never go into a message.
    operatorToken: values.OPERATOR_TOKEN ?? null,
    loginLimitPerIp: values.LOGIN_LIMIT_PER_IP,
    vitalsLimitPerIp: values.VITALS_LIMIT_PER_IP,
    sandboxPaySecret: values.SANDBOX_PAY_SECRET ?? null,
    sandboxPay: on(values.SANDBOX_PAY),
    sandboxPayout: values.SANDBOX_PAYOUT,
    sandboxSignIn: on(values.SANDBOX_SIGN_IN),
    sandboxAggregator: on(values.SANDBOX_AGGREGATOR),
    sandboxAggregatorKey: values.SANDBOX_AGGREGATOR_KEY ?? null,
    aggregatorTimeoutMs: values.AGGREGATOR_TIMEOUT_MS,
    devInbox: on(values.DEV_INBOX),
    demoData: on(values.DEMO_DATA),
    lotteryDrawSecret: values.LOTTERY_DRAW_SECRET ?? null,
    staffOrigins: parseStaffOrigins(values.STAFF_ORIGINS, problems),
    proofDir: resolve(repoRoot, values.PROOF_DIR ?? join('.data', 'withdrawal-proofs')),
    documentDir: resolve(repoRoot, values.DOCUMENT_DIR ?? join('.data', 'identity-docs')),
    serverLimits: serverLimitsOf(values, problems),
  };
}

/** A short description of the database that is safe to log (never the URL: it may hold a password). */
export function describeDatabase(database: DatabaseConfig): string {
  if (database.kind === 'postgres') return 'postgresql (DATABASE_URL)';
  if (database.kind === 'pglite') return `pglite at ${database.dir}`;
  return 'pglite in memory';
}

function databaseOf(values: EnvValues, repoRoot: string, problems: string[]): DatabaseConfig {
  const url = values.DATABASE_URL;
  if (url !== undefined) {
    // The schema checks the scheme; a URL that does not parse would fail later in the driver, with
    // an error that carries the URL and so its password.
    if (!URL.canParse(url))
      problems.push('DATABASE_URL must be a postgres:// or postgresql:// URL');
    return { kind: 'postgres', url };
  }
  const dir = values.PGLITE_DIR;
  if (dir === 'memory') return { kind: 'pglite-memory' };
  if (dir === undefined) return { kind: 'pglite', dir: join(repoRoot, '.data', 'pglite') };
  return { kind: 'pglite', dir: isAbsolute(dir) ? dir : resolve(repoRoot, dir) };
}
