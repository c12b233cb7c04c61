import { sql } from 'kysely';
import { MEMBER_TYPES } from '@tessera/contract';
import { reachedLevel } from '@tessera/domain';
import type { Db, Trx } from '../../core/db/database';
import { sendEventMessage } from '../messages';
import { givenRewardExpiry, grantReward } from '../rewards';
import { levelsOf, memberVipLevel, progressOf } from './vip-levels';
import { BIRTHDAY_BONUS_TITLE, upgradeBonusTitle } from './vip-reward-titles';
import { memberRows, memberBirthdays } from '../accounts';
import { depositRows } from '../cashier';
import { gameRoundRows } from '../wallet';
import { merchantRows } from '../merchants';

/** The sweep that upgrades levels, pays birthday bonuses and settles daily rebates. */
export const VIP_SWEEP = 'vip-rebate';

/** Activity stamped just before the mark may commit after it: read this far back again. */
const OVERLAP_MS = 5 * 60_000;

/**
 * A VIP bonus goes to the reward centre for the member to claim (ledger VIP_BONUS on the claim),
 * claimable for the reward centre's validity. No turnover requirement, as when it was credited
 * directly. `ref` is the key the direct credit used, so a level or a birthday still gives once.
 */
const grantVipBonus = (
  trx: Trx,
  memberId: number,
  ref: string,
  title: Record<string, string>,
  amount: number,
  now: Date,
) =>
  grantReward(
    trx,
    {
      memberId,
      sourceKind: 'vip',
      sourceRef: ref,
      title,
      amount,
      turnoverMultiple: 0,
      expiresAt: givenRewardExpiry(now),
    },
    now,
  );

/**
 * Raises a member to the highest level their all-time deposits and valid bets reach (never
 * lower), inserting one `vip_upgrade` row per level passed and giving its bonus to the reward
 * centre (source ref `vip:<member>:<level>`) only when the row is new: a level gives once,
 * however often or wherever this runs. The member gets a `vipLevelUp` message for the level
 * reached (keyed by member and level, so once). Returns the levels gained.
 */
export async function upgradeMember(
  trx: Trx,
  memberId: number,
  merchantCode: string,
  now: Date,
): Promise<number> {
  const levels = await levelsOf(trx, merchantCode);
  if (levels.length === 0) return 0;
  const current = await memberVipLevel(trx, memberId);
  const reached = reachedLevel(levels, await progressOf(trx, memberId));
  if (reached <= current) return 0;
  let gained = 0;
  for (const level of levels.filter((l) => l.level > current && l.level <= reached)) {
    const inserted = await trx
      .insertInto('vip_upgrade')
      .values({ member_id: memberId, level: level.level, bonus: level.upgradeBonus, at: now })
      .onConflict((oc) => oc.doNothing())
      .returning('level')
      .executeTakeFirst();
    if (!inserted) continue;
    gained++;
    if (level.upgradeBonus > 0)
      await grantVipBonus(
        trx,
        memberId,
        `vip:${memberId}:${level.level}`,
        upgradeBonusTitle(level.name),
        level.upgradeBonus,
        now,
      );
  }
  const top = levels.find((l) => l.level === reached);
  if (gained > 0 && top)
    await sendEventMessage(trx, {
      memberId,
      template: 'vipLevelUp',
      params: { level: top.name },
      key: `vip:${memberId}:${reached}:up`,
      at: now,
    });
  await trx
    .insertInto('member_vip')
    .values({ member_id: memberId, level: reached, updated_at: now })
    .onConflict((oc) =>
      oc.column('member_id').doUpdateSet({
        level: sql<number>`greatest(member_vip.level, excluded.level)`,
        updated_at: now,
      }),
    )
    .execute();
  return gained;
}

/**
 * Upgrades every member with settled rounds or approved deposits since the mark (less the
 * overlap), in one transaction with the mark row locked (a second replica waits, then finds
 * nothing new). Returns the levels gained.
 */
export async function runUpgrades(db: Db, now: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const mark = await trx
      .selectFrom('vip_mark')
      .select('until')
      .where('name', '=', 'activity')
      .forUpdate()
      .executeTakeFirstOrThrow();
    const from = new Date(new Date(mark.until).getTime() - OVERLAP_MS);
    const { rows } = await sql<{ member_id: string; merchant_code: string }>`
      select m.id as member_id, m.merchant_code from ${memberRows(trx)} m
      where m.type <> ${MEMBER_TYPES.trial} and m.id in (
        select member_id from ${gameRoundRows(trx)} as game_round
          where status = 'settled' and settled_at > ${from} and settled_at <= ${now}
        union
        select member_id from ${depositRows(trx)} as deposit
          where status = 'approved' and decided_at > ${from} and decided_at <= ${now})
      order by m.id`.execute(trx);
    let gained = 0;
    for (const row of rows)
      gained += await upgradeMember(trx, Number(row.member_id), row.merchant_code, now);
    if (now > new Date(mark.until))
      await trx
        .updateTable('vip_mark')
        .set({ until: now })
        .where('name', '=', 'activity')
        .execute();
    return gained;
  });
}

/**
 * Gives the birthday bonus of each member whose birthday (profile `birthday`, YYYY-MM-DD) is
 * today in their merchant's time zone, at their level's rate, once per (member, year): the
 * `vip_birthday` row and the reward (source ref `vip:birthday:<member>:<year>`) commit together.
 * A 29 February birthday is given on 28 February in other years. Returns the bonuses given.
 */
export async function payBirthdays(db: Db, now: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ member_id: string; year: number; bonus: string }>`
      with today as (
        select mc.code, (${now}::timestamptz at time zone mc.time_zone)::date as day
        from ${merchantRows(trx)} mc
      )
      select m.id as member_id, extract(year from t.day)::int as year, l.birthday_bonus as bonus
      from ${memberBirthdays(trx)} m
      join today t on t.code = m.merchant_code
      join member_vip v on v.member_id = m.id
      join vip_level l on l.merchant_code = m.merchant_code and l.level = v.level
      where l.birthday_bonus > 0 and m.type <> ${MEMBER_TYPES.trial}
        and (m.birthday like '%' || to_char(t.day, '-MM-DD')
          or (to_char(t.day, 'MM-DD') = '02-28'
            and extract(day from (date_trunc('year', t.day) + interval '2 months - 1 day')) = 28
            and m.birthday like '%-02-29'))
        and not exists (select 1 from vip_birthday b
          where b.member_id = m.id and b.year = extract(year from t.day)::int)
      order by m.id`.execute(trx);
    let paid = 0;
    for (const row of rows) {
      const memberId = Number(row.member_id);
      const inserted = await trx
        .insertInto('vip_birthday')
        .values({ member_id: memberId, year: row.year, bonus: row.bonus, at: now })
        .onConflict((oc) => oc.doNothing())
        .returning('year')
        .executeTakeFirst();
      if (!inserted) continue;
      await grantVipBonus(
        trx,
        memberId,
        `vip:birthday:${memberId}:${row.year}`,
        BIRTHDAY_BONUS_TITLE,
        Number(row.bonus),
        now,
      );
      paid++;
    }
    return paid;
  });
}
