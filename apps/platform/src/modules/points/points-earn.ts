import { sql, type RawBuilder } from 'kysely';
import { MEMBER_TYPES } from '@tessera/contract';
import { POINTS_SOURCE_OF_GAME_TYPE } from '@tessera/domain';
import type { Db, Trx } from '../../core/db/database';
import { memberRows } from '../accounts';
import { gameRows } from '../games';
import { depositRows } from '../cashier';
import { gameRoundRows } from '../wallet';

/** The sweep that earns points from settled rounds and approved deposits. */
export const POINTS_EARN_SWEEP = 'points-earn';

/**
 * How far behind its mark the sweep reads again: a round or deposit is stamped with the app's
 * clock before its transaction commits, so one may appear with a time just under the mark. The
 * unique `source_key` skips what was already earned.
 */
const OVERLAP_MS = 5 * 60_000;
/** Rows booked per batch (three statements each, whatever the batch holds). */
const BATCH = 5_000;

/**
 * A place in a source's order (time, then id). The time stays PostgreSQL's text, microseconds
 * and all: a JavaScript Date would cut them, and a batch ending inside a millisecond would then
 * read its own last rows again forever.
 */
interface Cursor {
  at: string;
  id: string;
}

/** Where the sweep earns from: settled rounds or approved deposits. */
interface EarningSource {
  mark: 'rounds' | 'deposits';
  /** The batch after `after`: its last row's cursor and how many rows it holds. */
  batchEnd(db: Db, after: Cursor, now: Date, limit: number): RawBuilder<Cursor & { n: number }>;
  /**
   * The rows in (after, last] that earn at least a point: member_id, kind, points, source_key,
   * reference, and time and id (the order the entries are booked in).
   */
  earning(db: Db, after: Cursor, last: Cursor): RawBuilder<unknown>;
}

/** The points source of each game type, as rows (the rule stays in libs/domain). */
const gameSources = () =>
  sql`(values ${sql.join(
    Object.entries(POINTS_SOURCE_OF_GAME_TYPE).map(([type, source]) => sql`(${type}, ${source})`),
  )}) as s (game_type, source)`;

/** `(time, id)` within (after, last]; the plain lower bound lets the time index serve it. */
const within = (time: string, id: string, after: Cursor, last: Cursor) => sql`
  ${sql.ref(time)} >= ${after.at}::timestamptz
  and (${sql.ref(time)}, ${sql.ref(id)}) > (${after.at}::timestamptz, ${after.id}::bigint)
  and (${sql.ref(time)}, ${sql.ref(id)}) <= (${last.at}::timestamptz, ${last.id}::bigint)`;

const ROUNDS: EarningSource = {
  mark: 'rounds',
  batchEnd: (db, after, now, limit) => sql`
    with batch as (
      select settled_at, id from ${gameRoundRows(db)} as game_round
      where status = 'settled' and settled_at >= ${after.at}::timestamptz
        and (settled_at, id) > (${after.at}::timestamptz, ${after.id}::bigint)
        and settled_at <= ${now}
      order by settled_at, id limit ${limit})
    select settled_at::text as at, id::text, (select count(*) from batch)::int as n
    from batch order by settled_at desc, id desc limit 1`,
  // A round's valid bet at its merchant's rate for the game's source, whole points (pointsFor).
  earning: (db, after, last) => sql`
    select r.member_id, s.source as kind, r.stake / p.amount_per_point as points,
      'round:' || r.id as source_key, 'RND-' || r.id as reference, r.settled_at as at, r.id
    from ${gameRoundRows(db)} r
    join ${gameRows(db)} g on g.node_id = r.node_id
    join ${gameSources()} on s.game_type = g.game_type
    join ${memberRows(db)} m on m.id = r.member_id
    join points_rate p on p.merchant_code = m.merchant_code and p.source = s.source
    where r.status = 'settled' and r.stake >= p.amount_per_point
      and m.type <> ${MEMBER_TYPES.trial} and ${within('r.settled_at', 'r.id', after, last)}`,
};

const DEPOSITS: EarningSource = {
  mark: 'deposits',
  batchEnd: (db, after, now, limit) => sql`
    with batch as (
      select decided_at, id from ${depositRows(db)} as deposit
      where status = 'approved' and decided_at >= ${after.at}::timestamptz
        and (decided_at, id) > (${after.at}::timestamptz, ${after.id}::bigint)
        and decided_at <= ${now}
      order by decided_at, id limit ${limit})
    select decided_at::text as at, id::text, (select count(*) from batch)::int as n
    from batch order by decided_at desc, id desc limit 1`,
  earning: (db, after, last) => sql`
    select d.member_id, 'DEPOSIT' as kind, d.amount / p.amount_per_point as points,
      'deposit:' || d.id as source_key, 'DEP-' || d.id as reference, d.decided_at as at, d.id
    from ${depositRows(db)} d
    join points_rate p on p.merchant_code = d.merchant_code and p.source = 'DEPOSIT'
    where d.status = 'approved' and d.amount >= p.amount_per_point
      and ${within('d.decided_at', 'd.id', after, last)}`,
};

/**
 * Books one batch in three set-based statements: the earning members' accounts are created and
 * locked (so the balances each entry records cannot move under it), one INSERT … SELECT writes
 * every new entry (its balance the account's plus the member's running sum; a key booked before
 * is skipped), and one UPDATE adds what was inserted to the balances. Returns entries booked.
 */
async function bookBatch(trx: Trx, source: EarningSource, after: Cursor, last: Cursor) {
  const earning = source.earning(trx, after, last);
  await sql`
    with earning as (${earning}),
    created as (
      insert into points_account (member_id) select distinct member_id from earning
      on conflict (member_id) do nothing)
    select member_id from points_account
    where member_id in (select member_id from earning)
    order by member_id for update`.execute(trx);
  const { rows } = await sql<{ booked: number }>`
    with earning as (${earning}),
    fresh as (
      select e.*, sum(e.points) over (partition by e.member_id order by e.at, e.id) as running
      from earning e
      where not exists (select 1 from points_entry x where x.source_key = e.source_key)),
    inserted as (
      insert into points_entry (member_id, kind, points, balance_after, source_key, reference)
      select f.member_id, f.kind, f.points, a.balance + f.running, f.source_key, f.reference
      from fresh f join points_account a on a.member_id = f.member_id
      order by f.at, f.id
      on conflict (source_key) do nothing
      returning member_id, points),
    totals as (
      select member_id, sum(points) as points, count(*) as n from inserted group by member_id),
    moved as (
      update points_account a set balance = a.balance + t.points, earned = a.earned + t.points
      from totals t where a.member_id = t.member_id
      returning t.n)
    select coalesce(sum(n), 0)::int as booked from moved`.execute(trx);
  return rows[0]?.booked ?? 0;
}

/**
 * Earns one source batch by batch from its mark (less the overlap) up to `now`, then moves the
 * mark to the last row read. The mark row is locked first: a second sweep waits there, then
 * reads the moved mark and finds the keys booked.
 */
async function earnFrom(trx: Trx, source: EarningSource, now: Date, batch: number) {
  const { rows: marks } = await sql<{ from: string }>`
    select (until - ${OVERLAP_MS} * interval '1 millisecond')::text as from
    from points_earn_mark where source = ${source.mark} for update`.execute(trx);
  const mark = marks[0];
  if (!mark) throw new Error(`No points_earn_mark row for ${source.mark}`);
  let after: Cursor = { at: mark.from, id: '0' };
  let booked = 0;
  for (;;) {
    const { rows } = await source.batchEnd(trx, after, now, batch).execute(trx);
    const last = rows[0];
    if (!last) break;
    booked += await bookBatch(trx, source, after, last);
    after = { at: last.at, id: last.id };
    if (last.n < batch) break;
  }
  // The overlap re-reads rows under the mark; the mark itself never goes back.
  await sql`update points_earn_mark set until = greatest(until, ${after.at}::timestamptz)
    where source = ${source.mark}`.execute(trx);
  return booked;
}

/**
 * One run of the earning sweep, in one transaction: points for every settled round (its valid
 * bet at the merchant's rate for the game's source) and every approved deposit since the mark
 * (less the overlap), each under its unique key, then the marks move. Set-based, a batch of
 * rows at a time, so it keeps up with thousands of settled bets a second. Two replicas queue
 * on the mark rows; a crash rolls points and marks back together. Returns the entries booked.
 * Earning here rather than in the round's settlement keeps the benchmarked bet path unchanged.
 */
export async function earnPoints(db: Db, now: Date, batch = BATCH): Promise<number> {
  return db.transaction().execute(async (trx) => {
    return (await earnFrom(trx, ROUNDS, now, batch)) + (await earnFrom(trx, DEPOSITS, now, batch));
  });
}
