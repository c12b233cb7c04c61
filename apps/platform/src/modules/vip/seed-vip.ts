import { SEED_VIP_LEVELS } from '@tessera/contract';
import type { Db } from '../../core/db/database';
import { levelRow } from './vip-levels';
import { merchantRows } from '../merchants';
import { memberRows } from '../accounts';

/** The level the demo member (player1) starts at. */
export const DEMO_VIP_LEVEL = 1;

/**
 * Seeds every merchant's level table (a merchant with levels keeps them) and, with `demo`, puts
 * player1 at Bronze (recorded as reached, so the sweep pays no bonus for it).
 */
export async function seedVip(db: Db, { demo = true }: { demo?: boolean } = {}): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const merchants = await trx
      .selectFrom(merchantRows(trx).as('merchant'))
      .select('code')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('vip_level')
              .select('level')
              .whereRef('vip_level.merchant_code', '=', 'merchant.code'),
          ),
        ),
      )
      .execute();
    for (const { code } of merchants)
      await trx
        .insertInto('vip_level')
        .values(SEED_VIP_LEVELS.map((level) => levelRow(code, level)))
        .execute();
    if (!demo) return;
    const players = await trx
      .selectFrom(memberRows(trx).as('member'))
      .select('id')
      .where('account', '=', 'player1')
      .execute();
    for (const { id } of players) {
      await trx
        .insertInto('member_vip')
        .values({ member_id: id, level: DEMO_VIP_LEVEL, updated_at: new Date() })
        .onConflict((oc) => oc.doNothing())
        .execute();
      await trx
        .insertInto('vip_upgrade')
        .values({ member_id: id, level: DEMO_VIP_LEVEL, bonus: 0, at: new Date() })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
  });
}
