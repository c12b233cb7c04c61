import type { RebateRates, VipLevel } from '@tessera/contract';
import type { Db } from '../../core/db/database';
import { levelRow } from './vip-levels';
import { merchantRows } from '../merchants';
import { memberRows } from '../accounts';

const rates = (bp: number, slots = bp): RebateRates => ({
  LIVE: bp,
  LOTTERY: bp,
  PVP: bp,
  SLOTS: slots,
  SPORTS: bp,
});

/**
 * Every merchant's seeded level table (amounts in minor units, the same numbers in each
 * currency). Level 0 has no rebate and no upgrade bonus; bonuses start at level 2.
 */
export const SEED_VIP_LEVELS: VipLevel[] = [
  {
    level: 0,
    name: 'Member',
    depositThreshold: 0,
    turnoverThreshold: 0,
    rebate: rates(0),
    withdrawalMax: null,
    upgradeBonus: 0,
    birthdayBonus: 0,
  },
  {
    level: 1,
    name: 'Bronze',
    depositThreshold: 100_000,
    turnoverThreshold: 500_000,
    rebate: rates(30, 40),
    withdrawalMax: null,
    upgradeBonus: 0,
    birthdayBonus: 5_000,
  },
  {
    level: 2,
    name: 'Silver',
    depositThreshold: 1_000_000,
    turnoverThreshold: 5_000_000,
    rebate: rates(50, 60),
    withdrawalMax: 10_000_000,
    upgradeBonus: 20_000,
    birthdayBonus: 20_000,
  },
  {
    level: 3,
    name: 'Gold',
    depositThreshold: 5_000_000,
    turnoverThreshold: 25_000_000,
    rebate: rates(70, 80),
    withdrawalMax: 30_000_000,
    upgradeBonus: 100_000,
    birthdayBonus: 50_000,
  },
  {
    level: 4,
    name: 'Platinum',
    depositThreshold: 20_000_000,
    turnoverThreshold: 100_000_000,
    rebate: rates(90, 100),
    withdrawalMax: 100_000_000,
    upgradeBonus: 500_000,
    birthdayBonus: 100_000,
  },
  {
    level: 5,
    name: 'Diamond',
    depositThreshold: 100_000_000,
    turnoverThreshold: 500_000_000,
    rebate: rates(120, 130),
    withdrawalMax: null,
    upgradeBonus: 2_000_000,
    birthdayBonus: 300_000,
  },
];

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
