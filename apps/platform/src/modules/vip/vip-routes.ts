import { POINTS_CALLS } from '@tessera/contract';
import type { Db } from '../../core/db/database';
import { ok } from '../../core/http/envelope';
import { routeFor } from '../../core/http/route-for';
import type { TypedApp } from '../../core/http/typed-app';
import { requestSession } from '../accounts';
import { vipInfo } from './vip-levels';

/** What the VIP routes need. */
export interface VipDeps {
  db: Db;
  now: () => Date;
}

/** The member's VIP page call, inside `memberOnly` (the SDK's points area makes it). */
export async function vipRoutes(app: TypedApp, { db }: VipDeps): Promise<void> {
  routeFor(
    app,
    POINTS_CALLS.vip,
    async (request) => {
      const { member } = requestSession(request);
      return ok(await vipInfo(db, Number(member.id), member.merchant_code));
    },
    { tags: ['vip'] },
  );
}
