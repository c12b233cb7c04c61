import type { VipRunResult } from '@tessera/contract';
import type { Db } from '../../core/db/database';
import { settleRebates } from './rebate';
import { payBirthdays, runUpgrades } from './vip-upgrades';

/** One run of the VIP sweep: upgrades, birthday bonuses, then the daily rebates due. */
export async function runVip(db: Db, now: Date): Promise<VipRunResult> {
  const upgrades = await runUpgrades(db, now);
  const birthdays = await payBirthdays(db, now);
  const rebates = await settleRebates(db, now);
  return { upgrades, birthdays, rebates };
}
