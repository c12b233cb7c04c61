import type { FastifyPluginAsync } from 'fastify';

/**
 * Marks a plugin as non-encapsulated, so its hooks, handlers and decorators apply to the
 * instance that registers it. Fastify's own `skip-override` mark; this is all fastify-plugin
 * does that we need, without adding the package.
 */
export function globalPlugin<Options extends Record<string, unknown> = Record<never, never>>(
  plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  return Object.assign(plugin, { [Symbol.for('skip-override')]: true });
}
