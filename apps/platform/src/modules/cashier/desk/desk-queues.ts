import {
  DESK_FLAG_SCAN_LIMIT,
  type DeskDepositPage,
  type DeskDepositQuery,
  type DeskSort,
  type DeskWithdrawalPage,
  type DeskWithdrawalQuery,
  type WithDefaults,
} from '@tessera/contract';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Database, Db } from '../../../core/db/database';
import { deskDeposits, deskWithdrawals } from './desk-rows';

// The queue pages: filters and sort in SQL, flags on the page's rows. A flag filter cannot be
// SQL (its facts come from other modules), so it scans the newest DESK_FLAG_SCAN_LIMIT rows
// matching the other filters, in chunks, and pages the flagged ones.

type Sorted = 'sort' | 'order' | 'page' | 'pageSize';
export type WithdrawalQueueQuery = WithDefaults<DeskWithdrawalQuery, Sorted>;
export type DepositQueueQuery = WithDefaults<DeskDepositQuery, Sorted>;

const SCAN_CHUNK = 500;

const COLUMNS: Record<DeskSort, 'created_at' | 'amount' | 'status'> = {
  created: 'created_at',
  amount: 'amount',
  status: 'status',
};

/** What a queue page is asked: the filters both queues share, the sort and the page. */
type QueuePageQuery = (WithdrawalQueueQuery | DepositQueueQuery) & { flag?: string };

/** What tells the two queues apart: their table, their method filter and their rows. */
interface Queue<Item> {
  table: 'withdrawal' | 'deposit';
  /** Rows paid by the method of code `method`: each table keeps the method its own way. */
  byMethod: (
    eb: ExpressionBuilder<Database, 'withdrawal' | 'deposit'>,
    method: string,
  ) => Expression<SqlBool>;
  /** The page's rows with their flags, in the order of `ids`. */
  rows: (ids: number[]) => Promise<(Item & { id: number; flags: string[] })[]>;
}

/** A page of a queue: SQL filters and order, then the rows (and a flag filter, see above). */
async function queuePage<Item>(
  db: Db,
  queue: Queue<Item>,
  query: QueuePageQuery,
): Promise<{ items: Item[]; total: number; page: number; pageSize: number; scanCapped: boolean }> {
  const { merchant, status, minAmount, maxAmount, method, sort, order, page, pageSize, flag } =
    query;
  const filtered = () => {
    let q = db.selectFrom(queue.table);
    if (merchant) q = q.where('merchant_code', '=', merchant);
    if (status) q = q.where('status', '=', status);
    if (minAmount !== undefined) q = q.where('amount', '>=', minAmount);
    if (maxAmount !== undefined) q = q.where('amount', '<=', maxAmount);
    if (method) q = q.where((eb) => queue.byMethod(eb, method));
    return q;
  };
  /** The ids matching the filters, in the queue's order (id breaks ties the same way). */
  const ids = async (offset: number, limit: number) =>
    (
      await filtered()
        .select('id')
        .orderBy(COLUMNS[sort], order)
        .orderBy('id', order)
        .offset(offset)
        .limit(limit)
        .execute()
    ).map((row) => Number(row.id));
  const count = async () =>
    Number(
      (
        await filtered()
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const offset = (page - 1) * pageSize;
  if (!flag) {
    const [pageIds, total] = await Promise.all([ids(offset, pageSize), count()]);
    return { items: await queue.rows(pageIds), total, page, pageSize, scanCapped: false };
  }
  const scanned = await ids(0, DESK_FLAG_SCAN_LIMIT + 1);
  const hits: number[] = [];
  for (let at = 0; at < Math.min(scanned.length, DESK_FLAG_SCAN_LIMIT); at += SCAN_CHUNK) {
    const chunk = scanned.slice(at, Math.min(at + SCAN_CHUNK, DESK_FLAG_SCAN_LIMIT));
    for (const row of await queue.rows(chunk)) if (row.flags.includes(flag)) hits.push(row.id);
  }
  return {
    items: await queue.rows(hits.slice(offset, offset + pageSize)),
    total: hits.length,
    page,
    pageSize,
    scanCapped: scanned.length > DESK_FLAG_SCAN_LIMIT,
  };
}

/** A page of the withdrawal queue. */
export function withdrawalQueue(
  db: Db,
  query: WithdrawalQueueQuery,
  now: Date,
): Promise<DeskWithdrawalPage> {
  return queuePage(
    db,
    {
      table: 'withdrawal',
      byMethod: (eb, method) => eb('payee_provider', '=', method),
      rows: (ids) => deskWithdrawals(db, ids, now),
    },
    query,
  );
}

/** A page of the deposit queue (every method, not only bank transfers). */
export function depositQueue(
  db: Db,
  query: DepositQueueQuery,
  now: Date,
): Promise<DeskDepositPage> {
  return queuePage(
    db,
    {
      table: 'deposit',
      byMethod: (eb, method) =>
        eb(
          'method_id',
          'in',
          eb.selectFrom('payment_method').select('id').where('code', '=', method),
        ),
      rows: (ids) => deskDeposits(db, ids, now),
    },
    query,
  );
}
