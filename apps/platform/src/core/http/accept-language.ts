import type { FastifyRequest } from 'fastify';

/**
 * The reader's language from `Accept-Language` (the SDK sends the site's language on every
 * call), for calls whose texts take no `language` parameter: the first tag, lower case
 * (`ar`, `pt-br`); undefined when the header is missing, a wildcard or not a language tag.
 * Quality values are not weighed: the SDK sends one language.
 */
export function acceptedLanguage(request: FastifyRequest): string | undefined {
  const header = request.headers['accept-language'];
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.split(';')[0];
  const tag = first?.trim().toLowerCase();
  return tag && /^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/.test(tag) ? tag : undefined;
}
