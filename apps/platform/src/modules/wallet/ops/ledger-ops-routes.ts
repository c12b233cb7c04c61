import { PLAYER_OPS_CALLS, PLAYER_PAGE_DEFAULT, type PlayerLedgerPage } from '@tessera/contract';
import type { Db } from '../../../core/db/database';
import { ApiError } from '../../../core/http/api-error';
import { ok } from '../../../core/http/envelope';
import { routeFor } from '../../../core/http/route-for';
import type { TypedApp } from '../../../core/http/typed-app';

/**
 * A member's ledger for the player desk, newest first, a page at a time (cursor: the last
 * entry's id). 404 NOT_FOUND for a member without a
 * wallet.
 */
export async function memberLedgerPage(
  db: Db,
  memberId: number,
  { cursor, limit = PLAYER_PAGE_DEFAULT }: { cursor?: string | undefined; limit?: number },
): Promise<PlayerLedgerPage> {
  const wallet = await db
    .selectFrom('wallet')
    .select('member_id')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (!wallet) throw new ApiError(404, 'NOT_FOUND', 'No such member');
  let query = db
    .selectFrom('ledger_entry')
    .select(['id', 'created_at', 'kind', 'amount', 'balance_after', 'wallet_code'])
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1);
  // Newest first along `ledger_entry_member_time_idx` (member, time, id): the cursor's entry
  // gives the place to go on from.
  if (cursor)
    query = query.where(({ eb, refTuple, selectFrom }) =>
      eb(
        refTuple('created_at', 'id'),
        '<',
        selectFrom('ledger_entry as c')
          .select(['c.created_at', 'c.id'])
          .where('c.id', '=', cursor)
          .where('c.member_id', '=', memberId)
          .$asTuple('created_at', 'id'),
      ),
    );
  const rows = await query.execute();
  const page = rows.slice(0, limit);
  return {
    items: page.map((row) => ({
      id: String(row.id),
      at: new Date(row.created_at).toISOString(),
      kind: row.kind,
      amount: Number(row.amount),
      balanceAfter: Number(row.balance_after),
      wallet: row.wallet_code,
    })),
    nextCursor: rows.length > limit ? String(page[page.length - 1]?.id) : null,
  };
}

/** GET /ops/players/:id/ledger (the player desk). */
export async function ledgerOpsRoutes(app: TypedApp, { db }: { db: Db }): Promise<void> {
  routeFor(
    app,
    PLAYER_OPS_CALLS.ledger,
    async (request) => ok(await memberLedgerPage(db, Number(request.params.id), request.query)),
    { tags: ['operator', 'players'] },
  );
}
