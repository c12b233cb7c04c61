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

/** The variable that overrides each limit. */
const ENV_NAMES: Record<keyof ServerLimits, string> = {
  maxConnections: 'MAX_CONNECTIONS',
  keepAliveTimeoutMs: 'KEEP_ALIVE_TIMEOUT_MS',
  headersTimeoutMs: 'HEADERS_TIMEOUT_MS',
  requestTimeoutMs: 'REQUEST_TIMEOUT_MS',
  maxHeaderBytes: 'MAX_HEADER_BYTES',
  maxParamLength: 'MAX_PARAM_LENGTH',
  bodyLimitBytes: 'BODY_LIMIT_BYTES',
};

type Env = Readonly<Record<string, string | undefined>>;

/** Reads each limit's variable (a positive integer; empty = the default), noting problems. */
export function parseServerLimits(env: Env, problems: string[]): ServerLimits {
  const limits = { ...DEFAULT_SERVER_LIMITS };
  for (const [key, name] of Object.entries(ENV_NAMES) as [keyof ServerLimits, string][]) {
    const raw = env[name]?.trim();
    if (!raw) continue;
    const value = /^\d+$/.test(raw) ? Number(raw) : 0;
    if (value < 1 || !Number.isSafeInteger(value))
      problems.push(`${name} must be a positive integer, got "${raw}"`);
    else limits[key] = value;
  }
  // Node refuses to start otherwise: headers are part of the request.
  if (limits.headersTimeoutMs > limits.requestTimeoutMs)
    problems.push(
      `HEADERS_TIMEOUT_MS (${limits.headersTimeoutMs}) must not exceed REQUEST_TIMEOUT_MS (${limits.requestTimeoutMs})`,
    );
  return limits;
}
