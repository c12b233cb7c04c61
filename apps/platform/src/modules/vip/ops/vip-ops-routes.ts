import { VIP_OPS_CALLS } from '@tessera/contract';
import type { Db } from '../../../core/db/database';
import { ok } from '../../../core/http/envelope';
import { routeFor } from '../../../core/http/route-for';
import type { TypedApp } from '../../../core/http/typed-app';
import { noteAuditBefore } from '../../audit';
import { knownMerchant } from '../../merchants';
import { levelsOf, memberVipLevel, setLevels } from '../vip-levels';
import { rebatesOf } from '../rebate';
import { runVip } from '../vip-run';

const tags = ['operator'];

/** VIP levels with their rebate rates, a member's VIP, and running the VIP sweep; operator context. */
export async function vipOpsRoutes(
  app: TypedApp,
  { db }: { db: Db; now: () => Date },
): Promise<void> {
  routeFor(
    app,
    VIP_OPS_CALLS.levels,
    async (request) =>
      ok({ levels: await levelsOf(db, await knownMerchant(db, request.params.code)) }),
    { tags },
  );

  routeFor(
    app,
    VIP_OPS_CALLS.setLevels,
    async (request) => {
      const { code } = request.params;
      noteAuditBefore(request, { levels: await levelsOf(db, code) });
      return ok({ levels: await setLevels(db, code, request.body.levels) });
    },
    { tags },
  );

  routeFor(
    app,
    VIP_OPS_CALLS.member,
    async (request) => {
      const id = Number(request.params.id);
      return ok({ level: await memberVipLevel(db, id), rebates: await rebatesOf(db, id) });
    },
    { tags },
  );

  routeFor(
    app,
    VIP_OPS_CALLS.run,
    async (request) => ok(await runVip(db, new Date(request.body.at))),
    {
      tags,
    },
  );
}
