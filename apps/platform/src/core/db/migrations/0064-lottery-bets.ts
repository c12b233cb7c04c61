import { sql, type Kysely } from 'kysely';

/**
 * Sandbox lottery bets (issue 14): one row per bet on a computed draw (modules/lottery).
 *
 * A bet is written `pending` before the wallet debit and turned `open` after it, so a crash
 * between the two leaves a row the settlement sweep finds and cancels through the wallet (which
 * refunds a debit that was booked and refuses one that arrives later). `won`/`lost` are set
 * once, after the wallet's credit (idempotent on the bet's txn id), by a guarded UPDATE.
 * The caller columns (member, merchant, game node, wallet) are what the wallet needs to credit
 * the win after the launch token has expired.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('lottery_bet')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('member_id', 'bigint', (col) =>
      col.notNull().references('member.id').onDelete('cascade'),
    )
    .addColumn('merchant_code', 'text', (col) => col.notNull())
    .addColumn('node_id', 'bigint', (col) => col.notNull())
    .addColumn('wallet', 'text', (col) => col.notNull())
    .addColumn('game_code', 'text', (col) => col.notNull())
    .addColumn('game_name', 'text', (col) => col.notNull())
    .addColumn('draw_index', 'bigint', (col) => col.notNull())
    .addColumn('draw_no', 'text', (col) => col.notNull())
    .addColumn('draw_at', 'timestamptz', (col) => col.notNull())
    .addColumn('bet_type', 'text', (col) =>
      col.notNull().check(sql`bet_type in ('BIG', 'SMALL', 'ODD', 'EVEN', 'NUMBER')`),
    )
    .addColumn('pick', 'integer')
    .addColumn('stake', 'bigint', (col) => col.notNull().check(sql`stake > 0`))
    .addColumn('odds_hundredths', 'integer', (col) => col.notNull().check(sql`odds_hundredths > 0`))
    .addColumn('round_ref', 'text', (col) => col.notNull().unique())
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('pending', 'open', 'won', 'lost', 'void')`),
    )
    .addColumn('payout', 'bigint')
    .addColumn('numbers', 'jsonb')
    .addColumn('placed_at', 'timestamptz', (col) => col.notNull())
    .addColumn('settled_at', 'timestamptz')
    .execute();
  // The sweep's scan: unsettled bets by draw time.
  await sql`create index lottery_bet_unsettled on lottery_bet (draw_at, id) where status in ('pending', 'open')`.execute(
    db,
  );
  // The player's list, newest first.
  await db.schema
    .createIndex('lottery_bet_member')
    .on('lottery_bet')
    .columns(['member_id', 'id desc'])
    .execute();
}
