import { MERCHANT_HEADER } from '@tessera/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import type { Merchant } from '../db/schema';
import { ApiError } from '../http/api-error';
import { findMerchant } from '../merchants/merchant-repository';
import { globalPlugin } from './global-plugin';

/** Route prefixes whose every request is made for one merchant. */
export const MERCHANT_PREFIXES = ['/wps/', '/lgw/', '/lotto/'] as const;

const MAX_CODE_LENGTH = 64;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for routes under MERCHANT_PREFIXES; read it with `requestMerchant`. */
    merchant: Merchant | null;
  }
}

/**
 * Resolves the `x-merchant-code` header once per request for every route under /wps/ and /lgw/,
 * wherever that route is registered. Unknown paths skip it and get the plain 404.
 */
export const merchantPlugin = globalPlugin<{ db: Db }>(async (app, { db }) => {
  app.decorateRequest('merchant', null);
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions.url;
    if (route === undefined || !MERCHANT_PREFIXES.some((prefix) => route.startsWith(prefix)))
      return;
    request.merchant = await resolveMerchant(db, request.headers[MERCHANT_HEADER]);
  });
});

/** The merchant of a /wps or /lgw request; a route elsewhere asking for one is a programming error. */
export function requestMerchant(request: FastifyRequest): Merchant {
  if (!request.merchant)
    throw new Error(`No merchant resolved for ${request.routeOptions.url ?? request.url}`);
  return request.merchant;
}

async function resolveMerchant(db: Db, header: string | string[] | undefined): Promise<Merchant> {
  const code = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!code) throw new ApiError(400, 'MERCHANT_REQUIRED', `Header ${MERCHANT_HEADER} is required`);
  // Codes are short; a long header is not looked up nor echoed back at length.
  const merchant = code.length <= MAX_CODE_LENGTH ? await findMerchant(db, code) : undefined;
  if (!merchant) {
    throw new ApiError(
      404,
      'MERCHANT_UNKNOWN',
      `Unknown merchant "${code.slice(0, MAX_CODE_LENGTH)}"`,
    );
  }
  return merchant;
}
