import { VIP_PATHS, VipInfo, envelope } from '@tessera/contract';
import type { Db } from '../../core/db/database';
import { ok } from '../../core/http/envelope';
import type { TypedApp } from '../../core/http/typed-app';
import { requestSession } from '../accounts';
import { vipInfo } from './vip-levels';

/** What the VIP routes need. */
export interface VipDeps {
  db: Db;
  now: () => Date;
}

/** The member's VIP page call, inside `memberOnly`. */
export async function vipRoutes(app: TypedApp, { db }: VipDeps): Promise<void> {
  app.get(
    VIP_PATHS.info,
    { schema: { tags: ['vip'], response: { 200: envelope(VipInfo) } } },
    async (request) => {
      const { member } = requestSession(request);
      return ok(await vipInfo(db, Number(member.id), member.merchant_code));
    },
  );
}
