import type { Db } from '../core/db/database';

/** The id of a seeded member. */
export async function memberIdOf(db: Db, merchant: string, account: string): Promise<number> {
  const row = await db
    .selectFrom('member')
    .select('id')
    .where('merchant_code', '=', merchant)
    .where('account', '=', account)
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** A past ledger entry to store: when, what and how much (the balance after is worked out). */
export interface PastEntry {
  at: string;
  kind: string;
  amount: number;
  key?: string;
}

/**
 * Stores ledger entries dated in the past (the wallet writes `now()`, and records are about
 * dates), moving the wallet by the same amounts so balance and ledger still agree.
 */
export async function addPastEntries(db: Db, memberId: number, entries: PastEntry[]) {
  await db.transaction().execute(async (trx) => {
    const wallet = await trx
      .selectFrom('wallet')
      .select('balance')
      .where('member_id', '=', memberId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    let balance = Number(wallet.balance);
    for (const entry of entries) {
      balance += entry.amount;
      await trx
        .insertInto('ledger_entry')
        .values({
          member_id: memberId,
          amount: entry.amount,
          kind: entry.kind,
          balance_after: balance,
          idempotency_key: entry.key ?? null,
          created_at: new Date(entry.at),
        })
        .execute();
    }
    await trx.updateTable('wallet').set({ balance }).where('member_id', '=', memberId).execute();
  });
}
