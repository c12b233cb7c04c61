import { SANDBOX_OIDC_PATH } from '@tessera/contract';
import type { FastifyRequest } from 'fastify';

/**
 * The sandbox's issuer as the caller addressed it: `<origin>/sandbox/oidc`. Brands proxy
 * /sandbox, so a site's origin is an issuer too (the social module fetches it in-process with
 * that origin's Host). The forwarded protocol is read without a trusted proxy: it only chooses
 * which URLs this test provider names, never who a caller is.
 */
export function issuerOf(request: FastifyRequest): string {
  const forwarded = request.headers['x-forwarded-proto'];
  const proto = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  const scheme = proto === 'https' || proto === 'http' ? proto : request.protocol;
  return `${scheme}://${request.headers.host ?? 'localhost'}${SANDBOX_OIDC_PATH}`;
}
