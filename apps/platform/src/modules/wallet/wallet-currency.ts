import { sql, type SelectQueryBuilder } from 'kysely';
import type { Database, Id, Trx } from '../../core/db/database';

/**
 * This module's part of a merchant's currency change, inside the caller's transaction: relabels
 * every empty main wallet of the merchant's members, then counts the wallets still holding money
 * (a main wallet with a balance or a hold, which keeps its old label, or a vendor wallet with a
 * balance). The caller refuses the change unless the count is 0. The merchant's members come
 * from the caller as a subquery of ids (the accounts module's read model), as this module does
 * not read the member table.
 *
 * Act first, then check: the UPDATE locks each empty wallet, so a credit racing it either
 * committed first (PostgreSQL re-reads the row, the wallet is no longer empty and keeps its
 * label: counted) or waits for the change and lands in the new currency. A plain "check, then
 * change" would let a credit slip between the two and leave money under a stale currency.
 */
export async function relabelEmptyWallets(
  trx: Trx,
  members: SelectQueryBuilder<Database, 'member', { id: Id }>,
  currency: string,
): Promise<number> {
  await trx
    .updateTable('wallet')
    .set({ currency })
    .where('member_id', 'in', members)
    .where('balance', '=', 0)
    .where('held', '=', 0)
    .execute();
  const holding = await trx
    .selectFrom('wallet')
    .select(sql<string>`count(*)`.as('n'))
    .where('member_id', 'in', members)
    .where('currency', '<>', currency)
    .executeTakeFirstOrThrow();
  const vendorHolding = await trx
    .selectFrom('vendor_wallet')
    .select(sql<string>`count(*)`.as('n'))
    .where('member_id', 'in', members)
    .where('balance', '<>', 0)
    .executeTakeFirstOrThrow();
  return Number(holding.n) + Number(vendorHolding.n);
}
