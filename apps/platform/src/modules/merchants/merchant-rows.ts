import type { Db } from '../../core/db/database';

// The merchant table as other modules read it: a read model (a derived table of the published
// columns) to join or select from, `.innerJoin(merchantRows(db).as('mc'), …)` or
// `${merchantRows(db)} mc` inside raw SQL. PostgreSQL folds the plain subquery into the outer
// query, so a join through it plans as the join on the table did (tools/table-ownership.mjs).

/** Merchants: code, name, currency, languages, time zone, wallet mode. */
export const merchantRows = (db: Db) =>
  db
    .selectFrom('merchant')
    .select(['code', 'display_name', 'currency', 'default_language', 'time_zone', 'single_wallet']);
