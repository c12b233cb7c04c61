import { ApiError } from '../http/api-error';
import { globalPlugin } from './global-plugin';

/**
 * A UTF-16 code unit of a surrogate pair standing alone. With the `u` flag a well-formed pair is
 * one code point and never matches, so only a lone half does.
 */
const LONE_SURROGATE = /\p{Cs}/u;

/** What is wrong with one string (a value or a key), or null. */
function stringProblem(text: string): string | null {
  if (text.includes('\u0000')) return 'must not contain a NUL character';
  if (LONE_SURROGATE.test(text)) return 'must not contain a lone surrogate';
  return null;
}

/** The first malformed value under `path` (`body.username`, `query.id`), described, or null. */
function problemAt(value: unknown, path: string): string | null {
  if (typeof value === 'string') {
    const problem = stringProblem(value);
    return problem && `${path} ${problem}`;
  }
  if (typeof value === 'number')
    return Number.isFinite(value) ? null : `${path} must be a finite number`;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const keyProblem = stringProblem(key);
    if (keyProblem) return `a key of ${path} ${keyProblem}`;
    const found = problemAt(item, Array.isArray(value) ? `${path}[${key}]` : `${path}.${key}`);
    if (found) return found;
  }
  return null;
}

/**
 * One rule for every route: any value of a request (query, path parameters, body, keys
 * included) that no call can mean is refused with 400 BAD_REQUEST before a handler sees it:
 * - a NUL character: PostgreSQL cannot store it in text and fails the query (a 500);
 * - a lone surrogate ("\ud800"): not Unicode, so not UTF-8; PostgreSQL refuses it (a 500);
 * - a non-finite number: a query's or path's "Infinity" or "1e999", converted where the schema
 *   says number, or a body's 1e999 (JSON.parse makes it Infinity); an integer column fails.
 * A preHandler at the root, so it runs after schema validation (and its conversions) and after
 * sealed bodies are opened (it sees exactly what the handler will), and before any module's own
 * preHandler (the session check). The PAM API's error handler wraps the refusal in its reply.
 */
export const refuseMalformedInputPlugin = globalPlugin(async (app) => {
  app.addHook('preHandler', async (request) => {
    const problem =
      problemAt(request.params, 'params') ??
      problemAt(request.query, 'query') ??
      problemAt(request.body, 'body');
    if (problem) throw new ApiError(400, 'BAD_REQUEST', problem);
  });
});
