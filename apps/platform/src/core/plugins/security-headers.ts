import { API_HEADERS } from '../http/security-headers';
import { globalPlugin } from './global-plugin';

/**
 * Sets API_HEADERS on every reply as soon as a request arrives, so error and 404 replies carry
 * them too; a route that serves a page or an image replaces the ones it needs to (its CSP, its
 * cache). Replies made before any hook (router and socket errors) add them themselves.
 */
export const securityHeadersPlugin = globalPlugin(async (app) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(API_HEADERS);
  });
});
