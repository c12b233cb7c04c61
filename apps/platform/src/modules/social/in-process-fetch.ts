import type { FastifyInstance } from 'fastify';
import type { ProviderFetch } from './oidc-client';

/**
 * Reaches the platform's own sandbox provider without the network: the request goes through
 * Fastify's router in-process (inject), with the Host and protocol of the URL, so the sandbox
 * names the same issuer the browser sees through the site's /sandbox proxy. The platform never
 * needs to know its own address.
 */
export function inProcessFetch(app: FastifyInstance): ProviderFetch {
  return async (url, options) => {
    const target = new URL(url);
    const body = options.body;
    const reply = await app.inject({
      method: (options.method ?? 'GET') as 'GET' | 'POST',
      url: `${target.pathname}${target.search}`,
      headers: {
        ...options.headers,
        host: target.host,
        'x-forwarded-proto': target.protocol.replace(':', ''),
      },
      ...(body === undefined || body === null ? {} : { payload: String(body) }),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(reply.headers))
      if (value !== undefined)
        headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    return new Response(reply.statusCode === 204 ? null : reply.rawPayload, {
      status: reply.statusCode,
      headers,
    });
  };
}
