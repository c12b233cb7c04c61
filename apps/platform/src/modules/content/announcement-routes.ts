import {
  ANNOUNCEMENT_CALLS,
  ANNOUNCEMENT_TYPES,
  type AnnouncementType,
  type AnnouncementsParams,
  type PopupExecution,
} from '@tessera/contract';
import { listAnnouncements } from './announcement-repository';
import type { Db } from '../../core/db/database';
import { ok } from '../../core/http/envelope';
import { routeFor } from '../../core/http/route-for';
import type { TypedPlugin } from '../../core/http/typed-app';
import { requestMerchant } from '../merchants';

/**
 * GET /wps/relay/MCSFE_getListAnnouncements: banners, player notices, popups and promotions.
 * `types` picks the lists to fill; `execution` picks popup audiences; `platform` is accepted
 * and ignored (one content set for every platform).
 */
export const announcementRoutes: TypedPlugin<{ db: Db }> = async (app, { db }) => {
  routeFor(app, ANNOUNCEMENT_CALLS.list, async (request) => {
    const merchant = requestMerchant(request);
    // Validation applied the schema's defaults, so pageNo and pageSize are present.
    const { types, execution, pageNo, pageSize, language } = request.query as AnnouncementsParams;
    // The schema's patterns admit only contract values, so these splits are typed safely.
    const list = await listAnnouncements(db, merchant.code, {
      types: new Set((types?.split(',') ?? ANNOUNCEMENT_TYPES) as AnnouncementType[]),
      executions: (execution ?? 'B').split(',') as PopupExecution[],
      language: language ?? merchant.default_language,
      fallbackLanguage: merchant.default_language,
      offset: (pageNo - 1) * pageSize,
      limit: pageSize,
    });
    return ok(list);
  });
};
