import { DEFAULT_RECORD_PAGE } from '@tessera/contract';
import { dayIn, presetRange, rangeProblem, type DayRange } from '@tessera/domain';
import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { ApiError } from '../../core/http/api-error';

/**
 * What a records list is cut to: calendar days in the merchant's time zone and a page. Every
 * list (records, the member's deposits and withdrawals) reads its query through this one rule.
 */
export interface RecordWindow {
  range: DayRange;
  timeZone: string;
  /** The last id of the previous page, or null for the first page. */
  cursor: number | null;
  limit: number;
}

/** Query fields every records list takes. */
export interface WindowQuery {
  from?: string;
  to?: string;
  cursor?: string;
  limit?: number;
}

/**
 * Reads a list's query: both days left out mean the last 7 days (spec §9's first button); one
 * left out means the same day as the other. A range that is not real days, reversed or longer
 * than 92 days is refused with RECORD_RANGE_INVALID.
 */
export function recordWindow(query: WindowQuery, timeZone: string, now: Date): RecordWindow {
  const range =
    query.from === undefined && query.to === undefined
      ? presetRange('last7', dayIn(timeZone, now))
      : { from: query.from ?? query.to ?? '', to: query.to ?? query.from ?? '' };
  const problem = rangeProblem(range);
  if (problem) throw new ApiError(400, 'RECORD_RANGE_INVALID', `Invalid date range (${problem})`);
  return {
    range,
    timeZone,
    cursor: query.cursor === undefined ? null : Number(query.cursor),
    limit: query.limit ?? DEFAULT_RECORD_PAGE,
  };
}

/** The first instant of the range's first day in the merchant's zone. */
export function rangeStart({ range, timeZone }: Pick<RecordWindow, 'range' | 'timeZone'>) {
  return sql<Date>`cast(${range.from} as timestamp) at time zone ${timeZone}`;
}

/** The first instant after the range's last day in the merchant's zone. */
export function rangeEnd({ range, timeZone }: Pick<RecordWindow, 'range' | 'timeZone'>) {
  return sql<Date>`(cast(${range.to} as date) + 1)::timestamp at time zone ${timeZone}`;
}

/** A time column shown `yyyy-MM-dd HH:mm:ss` in the merchant's zone. */
export function localTime(column: string, timeZone: string): RawBuilder<string> {
  return sql<string>`to_char(${sql.ref(column)} at time zone ${timeZone}, 'YYYY-MM-DD HH24:MI:SS')`;
}

/**
 * Keyset paging newest first by (time, id): rows strictly before the cursor's row. The cursor is
 * the last row's id; its time is looked up, so a page is one index range scan (no OFFSET) and
 * rows with the same time are neither skipped nor repeated.
 */
export function beforeCursor(
  table: 'ledger_entry' | 'game_round' | 'deposit' | 'withdrawal',
  timeColumn: 'created_at' | 'opened_at',
  cursor: number,
): RawBuilder<boolean> {
  const [time, id] = [sql.ref(`${table}.${timeColumn}`), sql.ref(`${table}.id`)];
  return sql<boolean>`(${time}, ${id}) < (select ${sql.ref(timeColumn)}, id from ${sql.table(table)} where id = ${cursor})`;
}

/** Tables listed newest first by (time, id), with their time column. */
type Listed = {
  ledger_entry: 'created_at';
  game_round: 'opened_at';
  deposit: 'created_at';
  withdrawal: 'created_at';
};

/**
 * One page of a filtered query, newest first: ordered by (time, id) descending, after the
 * cursor, `limit + 1` rows (see `pageOf`).
 */
export function newestPage<DB, TB extends keyof DB, O, T extends keyof Listed>(
  query: SelectQueryBuilder<DB, TB, O>,
  table: T,
  timeColumn: Listed[T],
  { cursor, limit }: Pick<RecordWindow, 'cursor' | 'limit'>,
): SelectQueryBuilder<DB, TB, O> {
  const [time, id] = [sql.ref(`${table}.${timeColumn}`), sql.ref(`${table}.id`)];
  const page = query.orderBy(sql`${time} desc, ${id} desc`).limit(limit + 1);
  return cursor === null ? page : page.where(beforeCursor(table, timeColumn, cursor));
}

/**
 * A page from `limit + 1` rows read: the extra row only says another page follows, and the
 * cursor is the last shown row's id.
 */
export function pageOf<Row, Item>(
  rows: Row[],
  limit: number,
  idOf: (row: Row) => number | string,
  view: (row: Row) => Item,
): { list: Item[]; nextCursor: string | null } {
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    list: shown.map(view),
    nextCursor: rows.length > limit && last !== undefined ? String(idOf(last)) : null,
  };
}
