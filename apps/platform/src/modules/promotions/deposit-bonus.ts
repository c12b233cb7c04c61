import { rewardAmount } from '@tessera/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../core/db/database';
import type { ApprovedDeposit, DepositBonusHook } from '../cashier';
import { memberVipLevel } from '../vip';
import { issueFor } from './promotion-actions';
import type { PromotionRow } from './promotion-tables';
import { periodOf } from './promotion-store';
import { rewardOf } from './promotion-view';
import { payReward } from '../rewards';
import { depositRows } from '../cashier';
import { merchantRows } from '../merchants';

/** Whether this approved deposit is the member's first (it is approved already in this transaction). */
async function isFirstDeposit(trx: Transaction<Database>, deposit: ApprovedDeposit) {
  const earlier = await trx
    .selectFrom(depositRows(trx).as('deposit'))
    .select('id')
    .where('member_id', '=', deposit.memberId)
    .where('status', '=', 'approved')
    .where('id', '!=', deposit.id)
    .limit(1)
    .executeTakeFirst();
  return !earlier;
}

async function qualifies(trx: Transaction<Database>, row: PromotionRow, deposit: ApprovedDeposit) {
  if (row.min_deposit !== null && deposit.amount < Number(row.min_deposit)) return false;
  if (
    row.min_vip_level !== null &&
    (await memberVipLevel(trx, deposit.memberId)) < row.min_vip_level
  )
    return false;
  return !row.first_deposit_only || isFirstDeposit(trx, deposit);
}

/**
 * Deposit promotions (flow JOIN): called by payments in the transaction that approves a deposit
 * and credits it (the member's wallet row is locked), once per approved deposit. The member's
 * joined entries of running promotions in their current period are locked and tried oldest join
 * first; the first the deposit qualifies for pays: its reward is granted and paid at once (BONUS
 * ledger entry `reward:<id>`, turnover requirement) and the entry marked claimed. One deposit
 * pays one promotion; an entry it does not qualify for stays joined for a later deposit.
 */
export const promotionDepositBonus: DepositBonusHook = {
  async onDepositApproved(trx, deposit, now) {
    const joined = await trx
      .selectFrom('promotion_entry as e')
      .innerJoin('promotion as p', 'p.id', 'e.promotion_id')
      .innerJoin(merchantRows(trx).as('m'), 'm.code', 'p.merchant_code')
      .selectAll('p')
      .select(['e.id as entry_id', 'e.period as entry_period', 'm.time_zone as time_zone'])
      .where('e.member_id', '=', deposit.memberId)
      .where('e.status', '=', 'joined')
      .where('p.flow', '=', 'JOIN')
      .where('p.enabled', '=', true)
      .where('p.starts_at', '<=', now)
      .where((eb) => eb.or([eb('p.ends_at', 'is', null), eb('p.ends_at', '>', now)]))
      .orderBy('e.id')
      .forUpdate('e')
      .execute();
    for (const { entry_id, entry_period, time_zone, ...row } of joined) {
      if (periodOf(row, time_zone, now) !== entry_period) continue;
      if (!(await qualifies(trx, row, deposit))) continue;
      const amount = rewardAmount(rewardOf(row), deposit.amount);
      if (amount <= 0) continue;
      const reward = await issueFor(trx, row, deposit.memberId, entry_period, amount, now);
      await trx
        .updateTable('promotion_entry')
        .set({ status: 'claimed', reward_id: reward, updated_at: now })
        .where('id', '=', entry_id)
        .execute();
      await payReward(trx, deposit.memberId, reward, now);
      return;
    }
  },
};
