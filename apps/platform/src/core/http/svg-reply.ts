import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The OpenAPI reply of a route that draws an SVG (artwork, method logos). */
export const svgReply = {
  200: {
    description: 'An SVG image',
    content: { 'image/svg+xml': { schema: { type: 'string' } } },
  },
};

/**
 * Sends an SVG that browsers and CDNs may keep a day without asking again; the ETag lets a
 * revalidating client get a 304. The CSP keeps a directly opened image inert.
 */
export function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: string) {
  const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 22)}"`;
  reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', 'public, max-age=86400, immutable')
    .header('etag', etag)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
  const seen = request.headers['if-none-match']?.split(',').map((tag) => tag.trim());
  if (seen?.some((tag) => tag === etag || tag === `W/${etag}` || tag === '*'))
    return reply.code(304).send();
  return reply.send(svg);
}
