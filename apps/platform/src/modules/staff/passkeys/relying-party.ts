import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../../core/http/api-error';

/** Who the passkey is for: the console's origin and its host name (the WebAuthn RP ID). */
export interface RelyingParty {
  origin: string;
  rpId: string;
}

/**
 * The relying party of a passkey call: the request's Origin, when it is one the console is served
 * on (STAFF_ORIGINS); else 403 PASSKEY_ORIGIN. The browser sets Origin and a page cannot forge
 * it, and the authenticator signs the same origin into its answer, which is checked against it.
 */
export function relyingPartyOf(request: FastifyRequest, origins: readonly string[]): RelyingParty {
  const origin = request.headers.origin;
  if (typeof origin !== 'string' || !origins.includes(origin))
    throw new ApiError(403, 'PASSKEY_ORIGIN', 'Passkeys are not served on this origin');
  return { origin, rpId: new URL(origin).hostname };
}
