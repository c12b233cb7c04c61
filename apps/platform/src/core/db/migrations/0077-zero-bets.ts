import { sql, type Kysely } from 'kysely';

/**
 * Bets of no cash (a PAM withdraw of 0, e.g. a free round) open their round with nothing
 * staked; a deposit may still settle such a round, which the wallet tells by its DEBIT of 0.
 * This partial index finds those few rows by round without indexing every bet.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index wallet_txn_zero_bet_idx on wallet_txn (round_ref)
    where kind = 'DEBIT' and amount = 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index wallet_txn_zero_bet_idx`.execute(db);
}
