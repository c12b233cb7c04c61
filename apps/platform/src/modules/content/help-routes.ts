import { SYSTEM_CALLS } from '@tessera/contract';
import { listHelpTopics } from './help-repository';
import type { Db } from '../../core/db/database';
import { ok } from '../../core/http/envelope';
import { routeFor } from '../../core/http/route-for';
import type { TypedPlugin } from '../../core/http/typed-app';
import { requestMerchant } from '../merchants';

/** GET /wps/system/helpCenter?lang=bn&device=WEB: the help topics in that language. */
export const helpRoutes: TypedPlugin<{ db: Db }> = async (app, { db }) => {
  routeFor(app, SYSTEM_CALLS.helpCenter, async (request) => {
    const merchant = requestMerchant(request);
    // `device` is accepted and ignored: every device gets the same topics.
    const language = request.query.lang ?? merchant.default_language;
    return ok(await listHelpTopics(db, merchant.code, language, merchant.default_language));
  });
};
