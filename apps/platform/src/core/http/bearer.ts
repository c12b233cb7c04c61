import type { FastifyRequest } from 'fastify';

/** The bearer token of a request (`Authorization: Bearer <token>`), or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer +(\S+) *$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}
