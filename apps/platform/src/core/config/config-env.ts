import { SANDBOX_PAYOUT_MODES, VITALS_REPORTS_PER_IP_PER_MINUTE } from '@tessera/contract';
import envSchema from 'env-schema';
import Type, { type Static, type TInteger } from 'typebox';
import { HEADER_NAME, LOTTERY_SECRET_MIN_LENGTH } from './config-access';
import { DEFAULT_SERVER_LIMITS, SERVER_LIMITS_ENV } from './server-limits';

/** Log levels pino understands. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

// Each variable's `description` completes "<NAME> must be …" in the message that refuses it.
const positive = (fallback: number) =>
  Type.Integer({ minimum: 1, default: fallback, description: 'a positive integer' });
const onOff = (fallback: 'on' | 'off') =>
  Type.Enum(['on', 'off'], { default: fallback, description: 'on or off' });
const oneOf = <const T extends string[]>(values: readonly [...T], fallback: T[number]) =>
  Type.Enum(values, { default: fallback, description: `one of ${values.join(', ')}` });
const text = (description = 'a value') => Type.Optional(Type.String({ description }));

/** MAX_CONNECTIONS … BODY_LIMIT_BYTES, each a positive integer defaulting to its limit. */
const SERVER_LIMIT_VARIABLES = Object.fromEntries(
  Object.entries(SERVER_LIMITS_ENV).map(([name, key]) => [
    name,
    positive(DEFAULT_SERVER_LIMITS[key]),
  ]),
) as Record<keyof typeof SERVER_LIMITS_ENV, TInteger>;

/**
 * Every variable the platform reads, as one JSON schema: env-schema (the validator behind
 * @fastify/env) fills the defaults, turns numbers into numbers and refuses the rest. What a
 * schema cannot say (TRUST_PROXY's addresses, paths against the repo root, one limit against
 * another) config.ts checks after it.
 */
export const ENV_SCHEMA = Type.Object({
  // 0 asks the OS for a free port, which tests and tools find handy.
  PORT: Type.Integer({
    minimum: 0,
    maximum: 65_535,
    default: 3100,
    description: 'an integer from 0 to 65535',
  }),
  HOST: Type.String({
    pattern: '^\\S+$',
    default: '127.0.0.1',
    description: 'a host name or address',
  }),
  LOG_LEVEL: oneOf(LOG_LEVELS, 'info'),
  DATABASE_URL: Type.Optional(
    Type.String({
      pattern: '^postgres(ql)?://',
      description: 'a postgres:// or postgresql:// URL',
    }),
  ),
  PGLITE_DIR: text(),
  TRUST_PROXY: text(),
  COUNTRY_HEADER: Type.Optional(
    Type.String({ pattern: HEADER_NAME.source, description: 'an HTTP header name' }),
  ),
  OPERATOR_TOKEN: text(),
  // Behind a NAT many players share one IP: operators raise these, the benchmark and tests too.
  LOGIN_LIMIT_PER_IP: positive(60),
  VITALS_LIMIT_PER_IP: positive(VITALS_REPORTS_PER_IP_PER_MINUTE),
  SANDBOX_PAY_SECRET: text(),
  // The sandboxes are on unless switched off: the demo and the tests pay and sign in through them.
  SANDBOX_PAY: onOff('on'),
  SANDBOX_PAYOUT: oneOf(SANDBOX_PAYOUT_MODES, 'instant'),
  SANDBOX_SIGN_IN: onOff('on'),
  SANDBOX_AGGREGATOR: onOff('on'),
  SANDBOX_AGGREGATOR_KEY: text(),
  AGGREGATOR_TIMEOUT_MS: positive(5_000),
  DEV_INBOX: onOff('off'),
  DEMO_DATA: onOff('on'),
  // Anyone who guesses it computes every draw ahead, so a short one is refused, not warned about.
  LOTTERY_DRAW_SECRET: Type.Optional(
    Type.String({
      minLength: LOTTERY_SECRET_MIN_LENGTH,
      description: `at least ${LOTTERY_SECRET_MIN_LENGTH} characters (e.g. openssl rand -hex 32)`,
    }),
  ),
  PROOF_DIR: text(),
  DOCUMENT_DIR: text(),
  STAFF_ORIGINS: text('comma-separated origins'),
  ...SERVER_LIMIT_VARIABLES,
});

/** The environment as the schema leaves it: defaults filled, numbers and switches typed. */
export type EnvValues = Static<typeof ENV_SCHEMA>;

/** Never put into a message, whatever is wrong with them. */
const SECRETS = new Set([
  'DATABASE_URL',
  'OPERATOR_TOKEN',
  'SANDBOX_PAY_SECRET',
  'SANDBOX_AGGREGATOR_KEY',
  'LOTTERY_DRAW_SECRET',
]);

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Validates `env` once against ENV_SCHEMA: the typed values, or one problem per refused
 * variable, each naming it. Empty strings count as unset, so `PORT= npm start` behaves like no
 * PORT at all; surrounding spaces are dropped.
 */
export function readEnv(env: Env): { values: EnvValues } | { problems: string[] } {
  const data: Record<string, string> = {};
  for (const name of Object.keys(ENV_SCHEMA.properties)) {
    const value = env[name]?.trim();
    if (value) data[name] = value;
  }
  try {
    // env: false: only `env` is read (not process.env again), so tests pass plain objects.
    return { values: envSchema<EnvValues>({ schema: ENV_SCHEMA, data, env: false }) };
  } catch (error) {
    const refused = (error as { errors?: { instancePath: string; keyword: string }[] }).errors;
    if (!refused) throw error;
    const problems = new Map<string, string>();
    for (const { instancePath, keyword } of refused) {
      const name = instancePath.slice(1);
      if (!problems.has(name)) problems.set(name, problemWith(name, data[name] ?? '', keyword));
    }
    return { problems: [...problems.values()] };
  }
}

function problemWith(name: string, raw: string, keyword: string): string {
  const schema = (ENV_SCHEMA.properties as Record<string, { description?: string }>)[name];
  const must = `${name} must be ${schema?.description ?? 'valid'}`;
  if (!SECRETS.has(name)) return `${must}, got "${raw}"`;
  // A secret's length may be told, never its text.
  return keyword === 'minLength' ? `${must}, got ${raw.length}` : must;
}
