import { createHash, randomBytes } from 'node:crypto';
import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

const now = sql`now()`;
const member = (col: ColumnDefinitionBuilder) =>
  col.notNull().references('member.id').onDelete('cascade');

/**
 * The sandbox vendor and the seamless wallet: launch sessions (the token a game page carries),
 * game rounds (stake, payout, provably-fair crash fields), the vendor's wallet transactions
 * (one row per txnId: what makes debit, credit and cancel idempotent) and vendor API keys.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('launch_session')
    // SHA-256 of the launch token, hex: a leaked table cannot be replayed as tokens.
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('member_id', 'bigint', member)
    // The site session that launched the game: logging out there ends the game too.
    .addColumn('session_id', 'bigint', (col) =>
      col.notNull().references('session.id').onDelete('cascade'),
    )
    .addColumn('node_id', 'bigint', (col) =>
      col.notNull().references('game.node_id').onDelete('cascade'),
    )
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('game_round')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    // The vendor's round id; unique so two members can never share a round.
    .addColumn('round_ref', 'text', (col) => col.notNull().unique())
    .addColumn('merchant_code', 'text', (col) => col.notNull().references('merchant.code'))
    .addColumn('member_id', 'bigint', member)
    // No cascade: a round is a money record and outlives a game leaving the catalogue.
    .addColumn('node_id', 'bigint', (col) => col.notNull().references('game.node_id'))
    .addColumn('stake', 'bigint', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`stake >= 0`),
    )
    .addColumn('payout', 'bigint', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`payout >= 0`),
    )
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('open')
        .check(sql`status in ('open','settled','cancelled')`),
    )
    .addColumn('opened_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('settled_at', 'timestamptz')
    // What the game showed (a slot's reels), for betting records.
    .addColumn('detail', 'jsonb')
    // Provably-fair crash: the seed stays secret until the round settles; multipliers x100.
    .addColumn('server_seed', 'text')
    .addColumn('server_seed_hash', 'text')
    .addColumn('client_seed', 'text')
    .addColumn('nonce', 'integer')
    .addColumn('crash_point', 'integer')
    .addColumn('cashout', 'integer')
    .execute();
  await db.schema
    .createIndex('game_round_member_idx')
    .on('game_round')
    .columns(['member_id', 'opened_at'])
    .execute();
  // The winners board: a merchant's biggest settled wins.
  await db.schema
    .createIndex('game_round_wins_idx')
    .on('game_round')
    .columns(['merchant_code', 'payout desc'])
    .where(sql.ref('status'), '=', 'settled')
    .execute();

  await db.schema
    .createTable('wallet_txn')
    // The vendor's transaction id: a retry with the same id finds this row and books nothing.
    .addColumn('txn_id', 'text', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) =>
      col.notNull().check(sql`kind in ('DEBIT','CREDIT','CANCEL')`),
    )
    .addColumn('member_id', 'bigint', member)
    .addColumn('round_ref', 'text', (col) => col.notNull())
    // A cancel names the debit it cancels.
    .addColumn('ref_txn_id', 'text')
    // Debit and credit: the amount asked; cancel: the amount refunded (0 when nothing was).
    .addColumn('amount', 'bigint', (col) => col.notNull().check(sql`amount >= 0`))
    .addColumn('balance_after', 'bigint', (col) => col.notNull())
    .addColumn('ledger_entry_id', 'bigint', (col) => col.references('ledger_entry.id'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('wallet_txn_ref_idx').on('wallet_txn').column('ref_txn_id').execute();

  await db.schema
    .createTable('vendor_api_key')
    .addColumn('vendor', 'text', (col) => col.primaryKey())
    .addColumn('key_hash', 'text', (col) => col.notNull())
    .execute();
  // The sandbox's pages move money in-process; its HTTP wallet API needs a key nobody holds
  // until an operator sets one (see the README), so a launch token alone cannot mint money.
  const unknownKey = createHash('sha256').update(randomBytes(32)).digest('hex');
  await sql`insert into vendor_api_key (vendor, key_hash) values ('SANDBOX', ${unknownKey})`.execute(
    db,
  );
}

/** Drops the tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['vendor_api_key', 'wallet_txn', 'game_round', 'launch_session'])
    await db.schema.dropTable(table).execute();
}
