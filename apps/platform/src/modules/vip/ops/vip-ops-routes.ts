import {
  MemberParams,
  MemberVip,
  MerchantSettingsParams,
  VIP_OPS_PATHS,
  VipLevels,
  VipRunRequest,
  VipRunResult,
  envelope,
} from '@tessera/contract';
import type { Db } from '../../../core/db/database';
import { ok } from '../../../core/http/envelope';
import type { TypedApp } from '../../../core/http/typed-app';
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
  app.get(
    VIP_OPS_PATHS.levels,
    {
      config: { permission: 'vip.configure' },
      schema: { tags, params: MerchantSettingsParams, response: { 200: envelope(VipLevels) } },
    },
    async (request) =>
      ok({ levels: await levelsOf(db, await knownMerchant(db, request.params.code)) }),
  );

  app.put(
    VIP_OPS_PATHS.levels,
    {
      config: { permission: 'vip.configure' },
      schema: {
        tags,
        params: MerchantSettingsParams,
        body: VipLevels,
        response: { 200: envelope(VipLevels) },
      },
    },
    async (request) =>
      ok({ levels: await setLevels(db, request.params.code, request.body.levels) }),
  );

  app.get(
    VIP_OPS_PATHS.member,
    {
      config: { permission: 'members.read' },
      schema: { tags, params: MemberParams, response: { 200: envelope(MemberVip) } },
    },
    async (request) => {
      const id = Number(request.params.id);
      return ok({ level: await memberVipLevel(db, id), rebates: await rebatesOf(db, id) });
    },
  );

  app.post(
    VIP_OPS_PATHS.run,
    {
      config: { permission: 'vip.run' },
      schema: { tags, body: VipRunRequest, response: { 200: envelope(VipRunResult) } },
    },
    async (request) => {
      return ok(await runVip(db, new Date(request.body.at)));
    },
  );
}
