import { ApiError } from '../http/api-error';
import { globalPlugin } from './global-plugin';

/** The path (`body.username`, `query.name`) of the first string holding a NUL, or null. */
function nulAt(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return path;
    const found = nulAt(item, Array.isArray(value) ? `${path}[${key}]` : `${path}.${key}`);
    if (found) return found;
  }
  return null;
}

/**
 * Refuses a NUL character (`\u0000`) in any string of a request (query, path parameters, body,
 * keys included) with 400 BAD_REQUEST, for every route at once. PostgreSQL cannot store NUL in
 * text and fails the query (a 500), PGlite likewise, and no call has a use for one. A preHandler
 * at the root, so it runs after schema validation and after sealed bodies are opened (it sees
 * exactly what the handler will), and before any module's own preHandler (the session check).
 */
export const refuseNulPlugin = globalPlugin(async (app) => {
  app.addHook('preHandler', async (request) => {
    const path =
      nulAt(request.params, 'params') ??
      nulAt(request.query, 'query') ??
      nulAt(request.body, 'body');
    if (path) throw new ApiError(400, 'BAD_REQUEST', `${path} must not contain a NUL character`);
  });
});
