import { randomBytes, createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';

/**
 * The Valkyrie PAM API (issue 16).
 *
 * - `launch_session` becomes the PAM game session: a launch also binds the currency and the
 *   country the game is played in (language, game and player it had). Older rows keep null
 *   and are answered from the wallet and the merchant.
 * - `pam_api_token`: one bearer token per aggregator, stored as SHA-256 and compared in
 *   constant time. The row made here holds the hash of a random token nobody knows: the
 *   operator installs the real one (README.md, "Game providers (PAM API)").
 * - `pam_txn`: each PAM transaction as the aggregator sent it (for GET /transactions, replays
 *   and cancels by bet reference), keyed by the provider's transaction id within its vendor.
 *   Its money is the wallet's: `txn_id` is the `wallet_txn` row written in the same
 *   transaction, so the one ledger stays the only record of balances.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table launch_session add column currency text, add column country text`.execute(
    db,
  );
  await db.schema
    .createTable('pam_api_token')
    .addColumn('aggregator', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .execute();
  const unknownToken = createHash('sha256').update(randomBytes(32)).digest('hex');
  await sql`insert into pam_api_token (aggregator, token_hash) values ('VALKYRIE', ${unknownToken})`.execute(
    db,
  );
  await db.schema
    .createTable('pam_txn')
    .addColumn('vendor', 'text', (c) => c.notNull())
    .addColumn('provider_txn_id', 'text', (c) => c.notNull())
    .addColumn('member_id', 'bigint', (c) => c.notNull())
    .addColumn('txn_type', 'text', (c) => c.notNull())
    .addColumn('bet_ref', 'text')
    .addColumn('round_id', 'text')
    .addColumn('game_code', 'text')
    .addColumn('cash_minor', 'bigint', (c) => c.notNull())
    .addColumn('txn_id', 'text', (c) => c.notNull())
    .addColumn('body', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('pam_txn_pk', ['vendor', 'provider_txn_id'])
    .execute();
  await sql`create index pam_txn_bet_ref_idx on pam_txn (vendor, bet_ref)
    where bet_ref is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pam_txn').execute();
  await db.schema.dropTable('pam_api_token').execute();
  await sql`alter table launch_session drop column currency, drop column country`.execute(db);
}
