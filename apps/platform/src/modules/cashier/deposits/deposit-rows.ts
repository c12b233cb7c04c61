import type { Db } from '../../../core/db/database';

// Deposits as other modules read them (points, promotions, VIP and referral rules count approved
// deposits): a read model of the published columns, `.selectFrom(depositRows(db).as('deposit'))`
// or `${depositRows(db)} d` inside raw SQL; PostgreSQL folds the plain subquery into the outer
// query, so it plans as a read of the table did (tools/table-ownership.mjs).

/** Deposits: who, which merchant, how much, where they stand and when they were decided. */
export const depositRows = (db: Db) =>
  db
    .selectFrom('deposit')
    .select(['id', 'member_id', 'merchant_code', 'amount', 'currency', 'status', 'decided_at']);
