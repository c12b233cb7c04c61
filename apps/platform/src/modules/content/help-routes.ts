import { HelpQuery, HelpTopics, PATHS, envelope } from '@tessera/contract';
import { listHelpTopics } from './help-repository';
import type { Db } from '../../core/db/database';
import { ok } from '../../core/http/envelope';
import type { TypedPlugin } from '../../core/http/typed-app';
import { requestMerchant } from '../merchants';

/** GET /wps/system/helpCenter?lang=bn&device=WEB: the help topics in that language. */
export const helpRoutes: TypedPlugin<{ db: Db }> = async (app, { db }) => {
  app.get(
    PATHS.helpCenter,
    { schema: { querystring: HelpQuery, response: { 200: envelope(HelpTopics) } } },
    async (request) => {
      const merchant = requestMerchant(request);
      // `device` is accepted and ignored: every device gets the same topics.
      const language = request.query.lang ?? merchant.default_language;
      return ok(await listHelpTopics(db, merchant.code, language, merchant.default_language));
    },
  );
};
