import { sql, type Kysely } from 'kysely';

/**
 * Vendor wallets for merchants that are not single-wallet (spec §3 isSingle). The main wallet
 * keeps its row in `wallet` (currency, held, the withdrawal check) and each vendor wallet is a
 * sibling row in `vendor_wallet`: a vendor wallet never holds money for a withdrawal, and every
 * existing query of the main wallet stays exact. Each ledger entry names the wallet it moved
 * (`wallet_code`, 'MAIN' or the vendor's code), so balance = ledger sum holds per wallet and
 * `balance_after` is that wallet's balance. `note` keeps an operator adjustment's reason.
 * `wallet_request` remembers each client-retryable money request (transfer, transfer to the
 * upline, operator adjustment) by its requestId with the reply it got, so a retry books nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('merchant')
    .addColumn('single_wallet', 'boolean', (col) => col.notNull().defaultTo(true))
    .execute();

  await db.schema
    .createTable('vendor_wallet')
    .addColumn('member_id', 'bigint', (col) =>
      col.notNull().references('member.id').onDelete('cascade'),
    )
    // 'MAIN' names the main wallet in the ledger, so no vendor may be called that.
    .addColumn('vendor', 'text', (col) =>
      col
        .notNull()
        .references('game_vendor.vassalage')
        .check(sql`vendor <> 'MAIN'`),
    )
    .addColumn('balance', 'bigint', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`balance >= 0`),
    )
    .addPrimaryKeyConstraint('vendor_wallet_pk', ['member_id', 'vendor'])
    .execute();

  await db.schema
    .alterTable('ledger_entry')
    .addColumn('wallet_code', 'text', (col) => col.notNull().defaultTo('MAIN'))
    .addColumn('note', 'text')
    .execute();

  await db.schema
    .createTable('wallet_request')
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('member_id', 'bigint', (col) =>
      col.notNull().references('member.id').onDelete('cascade'),
    )
    .addColumn('request_id', 'text', (col) => col.notNull())
    // The request as first sent (canonical JSON): a retry must repeat it exactly.
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('reply', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('wallet_request_pk', ['kind', 'member_id', 'request_id'])
    .execute();
}

/** Drops the tables and columns. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('wallet_request').execute();
  await db.schema.alterTable('ledger_entry').dropColumn('note').dropColumn('wallet_code').execute();
  await db.schema.dropTable('vendor_wallet').execute();
  await db.schema.alterTable('merchant').dropColumn('single_wallet').execute();
}
