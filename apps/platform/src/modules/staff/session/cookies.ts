import type { FastifyReply, FastifyRequest } from 'fastify';

/** A cookie of the request's Cookie header, or null. */
export function cookieOf(request: FastifyRequest, name: string): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const value = part.slice(eq + 1).trim();
    return /^[A-Za-z0-9_-]{1,128}$/.test(value) ? value : null;
  }
  return null;
}

/** Adds a Set-Cookie: HttpOnly, Secure, SameSite=Strict, Path=/ops; maxAge 0 clears it. */
export function setOpsCookie(
  reply: FastifyReply,
  name: string,
  value: string,
  maxAgeSeconds: number,
): void {
  const cookie = `${name}=${value}; Max-Age=${maxAgeSeconds}; Path=/ops; HttpOnly; Secure; SameSite=Strict`;
  const existing = reply.getHeader('set-cookie');
  const list = existing === undefined ? [] : [existing].flat().map(String);
  reply.header('set-cookie', [...list, cookie]);
}
