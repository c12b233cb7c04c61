import {
  DESK_FLAG_SCAN_LIMIT,
  type DeskDepositPage,
  type DeskDepositQuery,
  type DeskSort,
  type DeskWithdrawalPage,
  type DeskWithdrawalQuery,
  type SortOrder,
  type WithDefaults,
} from '@tessera/contract';
import type { Db } from '../../../core/db/database';
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

/** The ids matching a queue's SQL filters, in its order (id breaks ties the same way). */
async function matchingIds(
  base: () => {
    ids: (sort: DeskSort, order: SortOrder, offset: number, limit: number) => Promise<number[]>;
    count: () => Promise<number>;
  },
  query: { sort: DeskSort; order: SortOrder; page: number; pageSize: number; flag?: string },
  flagged: (ids: number[]) => Promise<{ id: number; flags: string[] }[]>,
): Promise<{ ids: number[]; total: number; scanCapped: boolean }> {
  const { sort, order, page, pageSize, flag } = query;
  const offset = (page - 1) * pageSize;
  if (!flag) {
    const [ids, total] = await Promise.all([
      base().ids(sort, order, offset, pageSize),
      base().count(),
    ]);
    return { ids, total, scanCapped: false };
  }
  const scanned = await base().ids(sort, order, 0, DESK_FLAG_SCAN_LIMIT + 1);
  const scanCapped = scanned.length > DESK_FLAG_SCAN_LIMIT;
  const hits: number[] = [];
  for (let at = 0; at < Math.min(scanned.length, DESK_FLAG_SCAN_LIMIT); at += SCAN_CHUNK) {
    const chunk = scanned.slice(at, Math.min(at + SCAN_CHUNK, DESK_FLAG_SCAN_LIMIT));
    for (const row of await flagged(chunk)) if (row.flags.includes(flag)) hits.push(row.id);
  }
  return { ids: hits.slice(offset, offset + pageSize), total: hits.length, scanCapped };
}

/** A page of the withdrawal queue. */
export async function withdrawalQueue(
  db: Db,
  query: WithdrawalQueueQuery,
  now: Date,
): Promise<DeskWithdrawalPage> {
  const filtered = () => {
    const { merchant, status, minAmount, maxAmount } = query;
    let q = db.selectFrom('withdrawal');
    if (merchant) q = q.where('merchant_code', '=', merchant);
    if (status) q = q.where('status', '=', status);
    if (minAmount !== undefined) q = q.where('amount', '>=', minAmount);
    if (maxAmount !== undefined) q = q.where('amount', '<=', maxAmount);
    if (query.method) q = q.where('payee_provider', '=', query.method);
    return q;
  };
  const base = () => ({
    ids: async (sort: DeskSort, order: SortOrder, offset: number, limit: number) =>
      (
        await filtered()
          .select('id')
          .orderBy(COLUMNS[sort], order)
          .orderBy('id', order)
          .offset(offset)
          .limit(limit)
          .execute()
      ).map((row) => Number(row.id)),
    count: async () =>
      Number(
        (
          await filtered()
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
  });
  const { ids, total, scanCapped } = await matchingIds(base, query, (chunk) =>
    deskWithdrawals(db, chunk, now),
  );
  const items = await deskWithdrawals(db, ids, now);
  return { items, total, page: query.page, pageSize: query.pageSize, scanCapped };
}

/** A page of the deposit queue (every method, not only bank transfers). */
export async function depositQueue(
  db: Db,
  query: DepositQueueQuery,
  now: Date,
): Promise<DeskDepositPage> {
  const filtered = () => {
    const { merchant, status, minAmount, maxAmount } = query;
    let q = db.selectFrom('deposit');
    if (merchant) q = q.where('merchant_code', '=', merchant);
    if (status) q = q.where('status', '=', status);
    if (minAmount !== undefined) q = q.where('amount', '>=', minAmount);
    if (maxAmount !== undefined) q = q.where('amount', '<=', maxAmount);
    if (query.method)
      q = q.where('method_id', 'in', (eb) =>
        eb
          .selectFrom('payment_method')
          .select('id')
          .where('code', '=', query.method ?? ''),
      );
    return q;
  };
  const base = () => ({
    ids: async (sort: DeskSort, order: SortOrder, offset: number, limit: number) =>
      (
        await filtered()
          .select('id')
          .orderBy(COLUMNS[sort], order)
          .orderBy('id', order)
          .offset(offset)
          .limit(limit)
          .execute()
      ).map((row) => Number(row.id)),
    count: async () =>
      Number(
        (
          await filtered()
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
  });
  const { ids, total, scanCapped } = await matchingIds(base, query, (chunk) =>
    deskDeposits(db, chunk, now),
  );
  const items = await deskDeposits(db, ids, now);
  return { items, total, page: query.page, pageSize: query.pageSize, scanCapped };
}
