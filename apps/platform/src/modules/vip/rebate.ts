import { sql } from 'kysely';
import {
  MEMBER_TYPES,
  type GameType,
  type RebateCategory,
  type RebateSettlement,
} from '@tessera/contract';
import { rebateAmount, rebateCategoryOf } from '@tessera/domain';
import type { Db } from '../../core/db/database';
import { givenRewardExpiry, grantReward } from '../rewards';
import { levelsOf } from './vip-levels';
import { rebateTitle } from './vip-reward-titles';
import { memberRows } from '../accounts';
import { gameRoundRows } from '../wallet';
import { merchantRows } from '../merchants';
import { gameRows } from '../games';

/** How many finished days back the sweep looks for days it has not settled (downtime). */
const BACKFILL_DAYS = 3;

/** The merchant days that are over and not yet settled, oldest first. */
async function daysToSettle(
  db: Db,
  now: Date,
): Promise<{ merchant: string; zone: string; day: string }[]> {
  const { rows } = await sql<{ merchant: string; zone: string; day: string }>`
    select mc.code as merchant, mc.time_zone as zone, to_char(d.day, 'YYYY-MM-DD') as day
    from ${merchantRows(db)} mc
    cross join lateral (
      select ((${now}::timestamptz at time zone mc.time_zone)::date - n) as day
      from generate_series(1, ${BACKFILL_DAYS}) as n
    ) d
    where exists (select 1 from vip_level l where l.merchant_code = mc.code)
      and not exists (select 1 from rebate_day r where r.merchant_code = mc.code and r.day = d.day)
    order by d.day, mc.code`.execute(db);
  return rows;
}

/**
 * Settles one merchant day in one transaction: each member's valid bets (stakes of rounds
 * settled that day, by the merchant's clock) per category, at their level's rebate rates, given
 * as one reward in the reward centre (source ref `rebate:<member>:<day>`, given as a REBATE
 * ledger entry when claimed, no turnover requirement as before) with its `rebate_settlement`
 * row (unique per member and day), then the day is marked done. A second run, on this replica
 * or another, inserts nothing and gives nothing. Returns the rebates given.
 */
async function settleDay(
  db: Db,
  merchant: string,
  zone: string,
  day: string,
  now: Date,
): Promise<number> {
  const levels = new Map((await levelsOf(db, merchant)).map((level) => [level.level, level]));
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{
      member_id: string;
      level: number | null;
      game_type: GameType;
      valid_bet: string;
    }>`
      select r.member_id, v.level, g.game_type, sum(r.stake) as valid_bet
      from ${gameRoundRows(trx)} r
      join ${memberRows(trx)} m on m.id = r.member_id
      join ${gameRows(trx)} g on g.node_id = r.node_id
      left join member_vip v on v.member_id = r.member_id
      where r.status = 'settled'
        and r.settled_at >= (${day}::date::timestamp at time zone ${zone})
        and r.settled_at < ((${day}::date + 1)::timestamp at time zone ${zone})
        and m.merchant_code = ${merchant} and m.type <> ${MEMBER_TYPES.trial}
      group by r.member_id, v.level, g.game_type
      order by r.member_id`.execute(trx);
    const members = new Map<
      number,
      { level: number; bets: Partial<Record<RebateCategory, number>> }
    >();
    for (const row of rows) {
      const entry = members.get(Number(row.member_id)) ?? { level: row.level ?? 0, bets: {} };
      const category = rebateCategoryOf(row.game_type);
      entry.bets[category] = (entry.bets[category] ?? 0) + Number(row.valid_bet);
      members.set(Number(row.member_id), entry);
    }
    let given = 0;
    for (const [memberId, { level, bets }] of members) {
      const rates = levels.get(level)?.rebate;
      if (!rates) continue;
      const amount = Object.entries(bets).reduce(
        (sum, [category, bet]) => sum + rebateAmount(bet, rates[category as RebateCategory]),
        0,
      );
      if (amount <= 0) continue;
      const inserted = await trx
        .insertInto('rebate_settlement')
        .values({
          member_id: memberId,
          day,
          level,
          valid_bet: JSON.stringify(bets),
          amount,
          settled_at: now,
        })
        .onConflict((oc) => oc.doNothing())
        .returning('member_id')
        .executeTakeFirst();
      if (!inserted) continue;
      await grantReward(
        trx,
        {
          memberId,
          sourceKind: 'rebate',
          sourceRef: `rebate:${memberId}:${day}`,
          title: rebateTitle(day),
          amount,
          turnoverMultiple: 0,
          expiresAt: givenRewardExpiry(now),
        },
        now,
      );
      given++;
    }
    await trx
      .insertInto('rebate_day')
      .values({ merchant_code: merchant, day, settled_at: now })
      .onConflict((oc) => oc.doNothing())
      .execute();
    return given;
  });
}

/** Settles every finished, unsettled merchant day of the last few days. Returns the rebates given. */
export async function settleRebates(db: Db, now: Date): Promise<number> {
  let given = 0;
  for (const { merchant, zone, day } of await daysToSettle(db, now))
    given += await settleDay(db, merchant, zone, day, now);
  return given;
}

/** A member's rebates, newest day first (operator). */
export async function rebatesOf(db: Db, memberId: number): Promise<RebateSettlement[]> {
  const rows = await db
    .selectFrom('rebate_settlement')
    .select([sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'), 'level', 'valid_bet', 'amount'])
    .where('member_id', '=', memberId)
    .orderBy('day', 'desc')
    .limit(100)
    .execute();
  return rows.map((row) => ({
    day: row.day,
    level: row.level,
    validBet: Object.values(row.valid_bet).reduce((a, b) => a + b, 0),
    amount: Number(row.amount),
  }));
}
