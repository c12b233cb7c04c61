import { createHash } from 'node:crypto';
import { ArtworkParams, PATHS } from '@tessera/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../core/db/database';
import { HOST_ART, VENDOR_ART } from './art-urls';
import { gameArt, hostArt, vendorArt } from './game-art';
import { hostName, MODEL_ID_PATTERN } from './live-models';
import { ApiError } from '../../core/http/api-error';
import type { TypedPlugin } from '../../core/http/typed-app';

const tags = ['artwork'];
const svgReply = {
  200: {
    description: 'An SVG image',
    content: { 'image/svg+xml': { schema: { type: 'string' } } },
  },
};
const schema = { tags, params: ArtworkParams, response: svgReply };

/** `PG_FORTUNE_TIGER.svg` → `PG_FORTUNE_TIGER`. */
const codeOf = (request: { params: ArtworkParams }) => request.params.file.slice(0, -'.svg'.length);

/**
 * Sends an SVG that browsers and CDNs may keep a day without asking again; the ETag lets a
 * revalidating client get a 304. The CSP keeps a directly opened image inert.
 */
function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: string) {
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

const notFound = (what: string) => new ApiError(404, 'NOT_FOUND', `No artwork for ${what}`);

/**
 * Artwork drawn on request (no merchant header: `<img>` cannot send one): games at
 * `${PATHS.gameArt}/{gameCode}.svg`, vendor cards at `/cdn/vendors/{vassalage}.svg`, live hosts at
 * `/cdn/hosts/{modelId}.svg`.
 */
export const artRoutes: TypedPlugin<{ db: Db }> = async (app, { db }) => {
  app.get(`${PATHS.gameArt}/:file`, { schema }, async (request, reply) => {
    const code = codeOf(request);
    const game = await db
      .selectFrom('game')
      .select(['display_name', 'vassalage'])
      .where('game_code', '=', code)
      .executeTakeFirst();
    if (!game) throw notFound(code);
    return sendSvg(request, reply, gameArt(code, game.display_name, game.vassalage));
  });

  app.get(`${VENDOR_ART}/:file`, { schema }, async (request, reply) => {
    const code = codeOf(request);
    const vendor = await db
      .selectFrom('game_vendor')
      .select('display_name')
      .where('vassalage', '=', code)
      .executeTakeFirst();
    if (!vendor) throw notFound(code);
    return sendSvg(request, reply, vendorArt(code, vendor.display_name));
  });

  // Any host id of a live vendor draws: the list decides which hosts exist for a merchant.
  app.get(`${HOST_ART}/:file`, { schema }, async (request, reply) => {
    const modelId = codeOf(request);
    const vendor = MODEL_ID_PATTERN.exec(modelId)?.[1];
    const live = vendor
      ? await db
          .selectFrom('game_type_vendor')
          .select('vassalage')
          .where('game_type', '=', 'LIVE')
          .where('vassalage', '=', vendor)
          .executeTakeFirst()
      : undefined;
    if (!live) throw notFound(modelId);
    return sendSvg(request, reply, hostArt(modelId, hostName(modelId)));
  });
};
