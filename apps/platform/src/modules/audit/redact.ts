import { LOG_REDACTIONS } from '../../core/log-redaction';

/** Keys whose value never reaches the audit trail: anything naming a secret. */
const SECRET_KEY = /password|secret|token|key|code/i;

/**
 * The last segment of each of the log's redacted paths (`*.newPassword` → `newPassword`), but
 * `body`: the log hides whole bodies, while the trail keeps a body's harmless fields.
 */
const LOGGED_SECRETS = new Set(
  LOG_REDACTIONS.paths
    .map((path) => /([A-Za-z_][\w-]*)"?\]?$/.exec(path)?.[1])
    .filter((key): key is string => key !== undefined && key !== 'body'),
);

/** Keys that say "code" but name a public thing (a merchant, a currency), never a secret. */
const PUBLIC_CODE_KEY = /^(merchant|currency|country)_?code$/i;

export const REDACTED = '[redacted]';

const isSecretKey = (key: string) =>
  !PUBLIC_CODE_KEY.test(key) && (SECRET_KEY.test(key) || LOGGED_SECRETS.has(key));

/**
 * A request body fit for the audit trail: every value under a secret-looking key replaced by
 * `[redacted]`, at any depth (objects and arrays). Other values are kept as sent.
 */
export function redactBody(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactBody);
  if (value !== null && typeof value === 'object') {
    if (Buffer.isBuffer(value)) return REDACTED;
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        isSecretKey(key) ? REDACTED : redactBody(inner),
      ]),
    );
  }
  return value;
}
