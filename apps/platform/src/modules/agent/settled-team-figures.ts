import type { PeriodFigures } from '@tessera/domain';
import { sql } from 'kysely';
import type { Db } from '../../core/db/database';
import { gameRoundRows } from '../wallet';

/**
 * What the teams of `holders` did in `[from, to)`: their settled rounds (each holder's own
 * included), by the time they settled. One statement for any number of holders: the window's
 * rounds (the settled_at index) summed per member first, then per holder through the closure
 * table, so a round counts once for each of its player's uplines.
 */
export async function teamFiguresOf(
  db: Db,
  holders: readonly number[],
  from: Date,
  to: Date,
): Promise<Map<number, PeriodFigures>> {
  const rows = await sql<{ holder: string; active: number; bet: string; loss: string }>`
    with per_member as (
      select member_id, sum(stake) as bet, sum(stake - payout) as loss
      from ${gameRoundRows(db)} r
      where status = 'settled' and settled_at >= ${from} and settled_at < ${to}
      group by member_id
    )
    select t.ancestor_id as holder, count(*)::int as active, sum(p.bet) as bet, sum(p.loss) as loss
    from per_member p
    join team_path t on t.member_id = p.member_id
    where t.ancestor_id = any(${[...holders]}::bigint[])
    group by t.ancestor_id`.execute(db);
  return new Map(
    rows.rows.map((row) => [
      Number(row.holder),
      { activeMembers: row.active, validBet: Number(row.bet), profitLoss: Number(row.loss) },
    ]),
  );
}

/** A team that settled nothing in the window. */
export const NO_FIGURES: PeriodFigures = { activeMembers: 0, validBet: 0, profitLoss: 0 };

/** What one holder's team did in `[from, to)`. */
export async function teamFigures(
  db: Db,
  holderId: number,
  from: Date,
  to: Date,
): Promise<PeriodFigures> {
  return (await teamFiguresOf(db, [holderId], from, to)).get(holderId) ?? NO_FIGURES;
}
