/**
 * Paths pino censors: tokens and cookies in headers, and any body a hook or error might log
 * (passwords, codes, sealed payloads). Fastify never logs bodies itself; this is the net under
 * a future `request.log.info({ body })`.
 */
export const LOG_REDACTIONS = {
  paths: [
    'req.headers.authorization',
    'req.headers.cookie',
    'req.body',
    'body',
    '*.password',
    '*.newPassword',
    '*.oldPassword',
    '*.verificationCode',
    '*.token',
  ],
  censor: '[redacted]',
};
