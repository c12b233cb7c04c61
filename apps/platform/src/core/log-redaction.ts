/**
 * Paths pino censors: tokens and cookies in headers, and any body a hook or error might log
 * (passwords, codes, sealed payloads). Fastify never logs bodies itself; this is the net under
 * a future `request.log.info({ body })`.
 */
export const LOG_REDACTIONS = {
  paths: [
    'req.headers.authorization',
    'req.headers.cookie',
    'req.headers["x-vendor-key"]',
    'req.body',
    'body',
    '*.password',
    '*.newPassword',
    '*.oldPassword',
    '*.verificationCode',
    '*.token',
    '*.apiKey',
    // A staff member's own password change (`{ current, next }`).
    '*.current',
    '*.next',
  ],
  censor: '[redacted]',
};

/** Query parameters that carry a secret: a game page's launch token. */
const SECRET_QUERY = /([?&]launch=)[^&#]*/gi;

/** A URL fit for the log: secret query values replaced. */
export function loggableUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]');
}

/** Minimal shape of the request Fastify hands its `req` serializer. */
interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * Fastify's request serializer with the URL cleaned: a sandbox page's URL carries its launch
 * token (`?launch=`), which redaction by path cannot reach inside a string.
 */
export const LOG_SERIALIZERS = {
  req: (request: LoggedRequest) => ({
    method: request.method,
    url: loggableUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
};
