import { sql, type Selectable } from 'kysely';
import type { VipInfo, VipLevel } from '@tessera/contract';
import { isValidLevelTable } from '@tessera/domain';
import type { Db, Trx } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';
import type { VipLevelTable } from './vip-tables';
import { knownMerchant } from '../merchants';
import { memberRows } from '../accounts';
import { depositRows } from '../cashier';
import { gameRoundRows } from '../wallet';

type LevelRow = Selectable<VipLevelTable>;

export const levelView = (row: LevelRow): VipLevel => ({
  level: row.level,
  name: row.name,
  depositThreshold: Number(row.deposit_threshold),
  turnoverThreshold: Number(row.turnover_threshold),
  rebate: row.rebate,
  withdrawalMax: row.withdrawal_max === null ? null : Number(row.withdrawal_max),
  upgradeBonus: Number(row.upgrade_bonus),
  birthdayBonus: Number(row.birthday_bonus),
});

/** A merchant's level table, lowest first (empty: the merchant has no VIP programme). */
export async function levelsOf(db: Db | Trx, merchantCode: string): Promise<VipLevel[]> {
  const rows = await db
    .selectFrom('vip_level')
    .selectAll()
    .where('merchant_code', '=', merchantCode)
    .orderBy('level')
    .execute();
  return rows.map(levelView);
}

/** Replaces a merchant's level table (operator); 400 VIP_LEVELS_INVALID when out of order. */
export async function setLevels(
  db: Db,
  merchantCode: string,
  levels: VipLevel[],
): Promise<VipLevel[]> {
  if (!isValidLevelTable(levels))
    throw new ApiError(
      400,
      'VIP_LEVELS_INVALID',
      'Levels must be 0, 1, 2 … with level 0 free and thresholds that never fall',
    );
  await knownMerchant(db, merchantCode);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('vip_level').where('merchant_code', '=', merchantCode).execute();
    await trx
      .insertInto('vip_level')
      .values(levels.map((level) => levelRow(merchantCode, level)))
      .execute();
  });
  return levelsOf(db, merchantCode);
}

export const levelRow = (merchantCode: string, level: VipLevel) => ({
  merchant_code: merchantCode,
  level: level.level,
  name: level.name,
  deposit_threshold: level.depositThreshold,
  turnover_threshold: level.turnoverThreshold,
  rebate: JSON.stringify(level.rebate),
  withdrawal_max: level.withdrawalMax,
  upgrade_bonus: level.upgradeBonus,
  birthday_bonus: level.birthdayBonus,
});

/**
 * The member's VIP level (0 before any): what promotions' eligibility reads (the seam for the
 * promotions module), and what the rebate and the withdrawal limit apply.
 */
export async function memberVipLevel(db: Db | Trx, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('member_vip')
    .select('level')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row?.level ?? 0;
}

/**
 * The largest single withdrawal the member's level allows, or null when the level sets none
 * (then the merchant's own maximum applies): the payments module's withdrawal checks read it.
 */
export async function vipWithdrawalMax(db: Db | Trx, memberId: number): Promise<number | null> {
  const row = await db
    .selectFrom('member_vip as v')
    .innerJoin(memberRows(db).as('m'), 'm.id', 'v.member_id')
    .innerJoin('vip_level as l', (join) =>
      join.onRef('l.merchant_code', '=', 'm.merchant_code').onRef('l.level', '=', 'v.level'),
    )
    .select('l.withdrawal_max')
    .where('v.member_id', '=', memberId)
    .executeTakeFirst();
  return row?.withdrawal_max == null ? null : Number(row.withdrawal_max);
}

/** All-time approved deposits and valid bets (settled stakes) of a member. */
export async function progressOf(
  db: Db | Trx,
  memberId: number,
): Promise<{ deposits: number; turnover: number }> {
  const { rows } = await sql<{ deposits: string; turnover: string }>`
    select
      (select coalesce(sum(amount), 0) from ${depositRows(db)} as deposit
        where member_id = ${memberId} and status = 'approved') as deposits,
      (select coalesce(sum(stake), 0) from ${gameRoundRows(db)} as game_round
        where member_id = ${memberId} and status = 'settled') as turnover`.execute(db);
  return { deposits: Number(rows[0]?.deposits ?? 0), turnover: Number(rows[0]?.turnover ?? 0) };
}

/** The VIP page: level, progress, the next level and every level's benefits. */
export async function vipInfo(db: Db, memberId: number, merchantCode: string): Promise<VipInfo> {
  const [levels, level, progress] = [
    await levelsOf(db, merchantCode),
    await memberVipLevel(db, memberId),
    await progressOf(db, memberId),
  ];
  return { level, ...progress, next: levels.find((l) => l.level === level + 1) ?? null, levels };
}
