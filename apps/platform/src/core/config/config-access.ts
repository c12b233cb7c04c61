import { isValidCidr } from '@tessera/domain';

/** Fastify's `trustProxy`: off, on for every hop, or only these proxy addresses/ranges. */
export type TrustProxy = boolean | string[];

// Names proxy-addr (Fastify's forwarded-address parser) understands besides addresses.
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
/** An HTTP header name (RFC 9110 token): what COUNTRY_HEADER must be. */
export const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/**
 * TRUST_PROXY: unset or `false` = trust no proxy (X-Forwarded-For is ignored); `true` = trust
 * every hop (only when nothing can reach the platform but the proxy); otherwise comma-separated
 * addresses or CIDRs of the proxies to trust (also `loopback`, `linklocal`, `uniquelocal`).
 * A hop count is refused: Fastify 5.12 disables it (it would trust nothing), because a client
 * reaching the platform directly could spoof X-Forwarded-For and slip past the region block.
 */
export function parseTrustProxy(raw: string | undefined, problems: string[]): TrustProxy {
  if (raw === undefined || raw.toLowerCase() === 'false') return false;
  if (raw.toLowerCase() === 'true') return true;
  if (/^\d+$/.test(raw)) {
    problems.push(
      `TRUST_PROXY hop counts are not supported (Fastify ignores them); list the proxies' addresses or CIDRs instead, got "${raw}"`,
    );
    return false;
  }
  const entries = raw.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !PROXY_NAMES.has(entry) && !isValidCidr(entry));
  if (bad.length > 0) {
    problems.push(
      `TRUST_PROXY must be true, false, a hop count or comma-separated addresses/CIDRs; not valid: ${bad.map((b) => `"${b}"`).join(', ')}`,
    );
    return false;
  }
  return entries;
}

/** Below this length the platform warns that OPERATOR_TOKEN is easy to guess. */
export const OPERATOR_TOKEN_MIN_LENGTH = 16;

/** LOTTERY_DRAW_SECRET must be at least this long (`openssl rand -hex 32` gives 64). */
export const LOTTERY_SECRET_MIN_LENGTH = 32;

/**
 * Where the console is served, so staff passkeys may be made and used there (STAFF_ORIGINS):
 * `npm start`'s console and the browser tests' one. WebAuthn takes no IP address as its
 * relying party, so these name `localhost`, not 127.0.0.1.
 */
export const DEFAULT_STAFF_ORIGINS = ['http://localhost:4300', 'http://localhost:4330'];

/** STAFF_ORIGINS: comma-separated origins (`https://console.example.com`), each as a URL's origin. */
export function parseStaffOrigins(raw: string | undefined, problems: string[]): string[] {
  if (raw === undefined) return DEFAULT_STAFF_ORIGINS;
  const origins = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = origins.filter((entry) => {
    try {
      return new URL(entry).origin !== entry;
    } catch {
      return true;
    }
  });
  if (bad.length > 0 || origins.length === 0)
    problems.push(`STAFF_ORIGINS must be origins like https://console.example.com, got "${raw}"`);
  return origins;
}
