import { ArtworkParams, PATHS } from '@tessera/contract';
import type { Db } from '../../core/db/database';
import { HOST_ART, VENDOR_ART } from './art-urls';
import { gameArt, hostArt, vendorArt } from './game-art';
import { hostName, MODEL_ID_PATTERN } from './live-models';
import { ApiError } from '../../core/http/api-error';
import { sendSvg, svgReply } from '../../core/http/svg-reply';
import type { TypedPlugin } from '../../core/http/typed-app';

const tags = ['artwork'];
const schema = { tags, params: ArtworkParams, response: svgReply };

/** `PG_FORTUNE_TIGER.svg` → `PG_FORTUNE_TIGER`. */
const codeOf = (request: { params: ArtworkParams }) => request.params.file.slice(0, -'.svg'.length);

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
