import { ArtworkParams } from '@tessera/contract';
import { ApiError } from '../../../core/http/api-error';
import { sendSvg, svgReply } from '../../../core/http/svg-reply';
import type { TypedPlugin } from '../../../core/http/typed-app';
import { METHOD_LOGOS, methodLogo } from './method-logos';

/**
 * GET `${METHOD_LOGOS}/{name}.svg`: a deposit method's logo, drawn on request. Under /cdn, so no
 * merchant header (an `<img>` cannot send one); the same logo serves every merchant.
 */
export const methodLogoRoutes: TypedPlugin = async (app) => {
  app.get(
    `${METHOD_LOGOS}/:file`,
    { schema: { tags: ['artwork'], params: ArtworkParams, response: svgReply } },
    async (request, reply) => {
      const name = request.params.file.slice(0, -'.svg'.length);
      const svg = methodLogo(name);
      if (!svg) throw new ApiError(404, 'NOT_FOUND', `No logo for ${name}`);
      return sendSvg(request, reply, svg);
    },
  );
};
