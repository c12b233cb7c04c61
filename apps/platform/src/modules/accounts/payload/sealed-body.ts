import { GATEWAY_VERSION_HEADER } from '@tessera/contract';
import type { FastifyRequest } from 'fastify';
import { accountSettings } from '../account-settings';
import type { AccountDeps } from '../context';
import { openSealedOnce } from './payload';
import { ApiError } from '../../../core/http/api-error';
import { requestMerchant } from '../../merchants';

/**
 * A preValidation hook for "encrypted" calls: with `x-gateway-version: 3` the body must be a
 * SealedPayload, opened here so the route's schema validates what was sealed. Without the header
 * plain JSON is refused (`required`) or accepted as it is (`optional`, free play).
 */
export function sealedBody(
  { db, now }: Pick<AccountDeps, 'db' | 'now'>,
  mode: 'required' | 'optional',
) {
  return async (request: FastifyRequest): Promise<void> => {
    if (request.headers[GATEWAY_VERSION_HEADER] !== '3') {
      if (mode === 'required')
        throw new ApiError(
          400,
          'PAYLOAD_INVALID',
          `This call needs a sealed body (${GATEWAY_VERSION_HEADER}: 3)`,
        );
      return;
    }
    const merchant = requestMerchant(request);
    const { payload_key } = await accountSettings(db, merchant.code);
    request.body = await openSealedOnce(db, merchant.code, request.body, payload_key, now());
  };
}
