import { MERCHANT_HEADER } from '@tessera/contract';
import type { FastifyRequest } from 'fastify';
import type { Merchant } from './merchant-tables';
import { ApiError } from '../../core/http/api-error';
import type { MerchantCache, MerchantEntry } from './merchant-cache';
import type { SiteSettings } from './site-repository';
import { globalPlugin } from '../../core/plugins/global-plugin';

/** Route prefixes whose every request is made for one merchant. */
export const MERCHANT_PREFIXES = ['/wps/', '/lgw/', '/lotto/'] as const;

const MAX_CODE_LENGTH = 64;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for routes under MERCHANT_PREFIXES; read it with `requestMerchant`. */
    merchant: Merchant | null;
    /** The merchant's site settings, set with `merchant`; read it with `requestSite`. */
    site: SiteSettings | null;
  }
}

/**
 * Resolves the `x-merchant-code` header once per request for every route under /wps/ and /lgw/,
 * wherever that route is registered. Unknown paths skip it and get the plain 404.
 */
export const merchantPlugin = globalPlugin<{ merchants: MerchantCache }>(
  async (app, { merchants }) => {
    app.decorateRequest('merchant', null);
    app.decorateRequest('site', null);
    app.addHook('onRequest', async (request) => {
      const route = request.routeOptions.url;
      if (route === undefined || !MERCHANT_PREFIXES.some((prefix) => route.startsWith(prefix)))
        return;
      const { merchant, site } = await resolveMerchant(merchants, request.headers[MERCHANT_HEADER]);
      request.merchant = merchant;
      request.site = site;
    });
  },
);

/** The merchant of a /wps or /lgw request; a route elsewhere asking for one is a programming error. */
export function requestMerchant(request: FastifyRequest): Merchant {
  if (!request.merchant)
    throw new Error(`No merchant resolved for ${request.routeOptions.url ?? request.url}`);
  return request.merchant;
}

/** The site settings of a merchant request (read with the merchant, from the cache). */
export function requestSite(request: FastifyRequest): SiteSettings {
  if (!request.site)
    throw new Error(`No merchant resolved for ${request.routeOptions.url ?? request.url}`);
  return request.site;
}

async function resolveMerchant(
  merchants: MerchantCache,
  header: string | string[] | undefined,
): Promise<MerchantEntry> {
  const code = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!code) throw new ApiError(400, 'MERCHANT_REQUIRED', `Header ${MERCHANT_HEADER} is required`);
  // Codes are short; a long header is not looked up nor echoed back at length.
  const entry = code.length <= MAX_CODE_LENGTH ? await merchants.get(code) : undefined;
  if (!entry) {
    throw new ApiError(
      404,
      'MERCHANT_UNKNOWN',
      `Unknown merchant "${code.slice(0, MAX_CODE_LENGTH)}"`,
    );
  }
  return entry;
}
