/**
 * What one platform process accepts from the network. Defaults suit a process behind a reverse
 * proxy (apps/platform/README.md, "In front of the platform"); each has an env override.
 */
export interface ServerLimits {
  /** Open connections at most; at 90 % idle ones are closed to let new callers in. @default 10000 */
  maxConnections: number;
  /** An idle keep-alive connection is closed after this long. @default 10000 */
  keepAliveTimeoutMs: number;
  /** A request's headers must have arrived within this long. @default 10000 */
  headersTimeoutMs: number;
  /** A whole request (headers and body) must have arrived within this long. @default 120000 */
  requestTimeoutMs: number;
  /** The request line and headers together, at most. @default 16384 */
  maxHeaderBytes: number;
  /** A path parameter's length at most (longer: 414). @default 100 */
  maxParamLength: number;
  /** A JSON or text body at most (larger: 413); uploads have their own limits. @default 262144 */
  bodyLimitBytes: number;
}

export const DEFAULT_SERVER_LIMITS: ServerLimits = {
  maxConnections: 10_000,
  keepAliveTimeoutMs: 10_000,
  headersTimeoutMs: 10_000,
  // Proof photos from a phone on a slow network take a while.
  requestTimeoutMs: 120_000,
  maxHeaderBytes: 16_384,
  maxParamLength: 100,
  bodyLimitBytes: 262_144,
};

/** The variable that overrides each limit (config-env.ts validates them with the rest). */
export const SERVER_LIMITS_ENV = {
  MAX_CONNECTIONS: 'maxConnections',
  KEEP_ALIVE_TIMEOUT_MS: 'keepAliveTimeoutMs',
  HEADERS_TIMEOUT_MS: 'headersTimeoutMs',
  REQUEST_TIMEOUT_MS: 'requestTimeoutMs',
  MAX_HEADER_BYTES: 'maxHeaderBytes',
  MAX_PARAM_LENGTH: 'maxParamLength',
  BODY_LIMIT_BYTES: 'bodyLimitBytes',
} as const satisfies Record<string, keyof ServerLimits>;

export type ServerLimitsEnv = Record<keyof typeof SERVER_LIMITS_ENV, number>;

/** The limits from their validated variables, noting what no single variable's schema can say. */
export function serverLimitsOf(env: ServerLimitsEnv, problems: string[]): ServerLimits {
  const limits = { ...DEFAULT_SERVER_LIMITS };
  for (const [name, key] of Object.entries(SERVER_LIMITS_ENV))
    limits[key] = env[name as keyof ServerLimitsEnv];
  // Node refuses to start otherwise: headers are part of the request.
  if (limits.headersTimeoutMs > limits.requestTimeoutMs)
    problems.push(
      `HEADERS_TIMEOUT_MS (${limits.headersTimeoutMs}) must not exceed REQUEST_TIMEOUT_MS (${limits.requestTimeoutMs})`,
    );
  return limits;
}
