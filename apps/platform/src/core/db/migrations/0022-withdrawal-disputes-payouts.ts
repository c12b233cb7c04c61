import { sql, type Kysely } from 'kysely';

/**
 * An operator settles a disputed withdrawal: `refunded` (upheld, `refund_amount` back in the
 * wallet by a WITHDRAW_REFUND ledger entry) or `dismissed` (the payout stands), with who, when
 * and why. A payout the provider failed keeps its reason and time, and the withdrawal stays
 * approved for the operator to reject or pay by hand.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table withdrawal drop constraint withdrawal_status_check`.execute(db);
  await sql`alter table withdrawal add constraint withdrawal_status_check
    check (status in ('requested','approved','rejected','paid','received','disputed',
      'refunded','dismissed'))`.execute(db);
  await db.schema
    .alterTable('withdrawal')
    .addColumn('refund_amount', 'bigint', (col) => col.check(sql`refund_amount > 0`))
    .addColumn('settled_by', 'text')
    .addColumn('settled_at', 'timestamptz')
    .addColumn('settlement_note', 'text')
    .addColumn('payout_failure', 'text')
    .addColumn('payout_failed_at', 'timestamptz')
    .execute();
  // A refund never exceeds what was paid out; a settled withdrawal always says who and why.
  await sql`alter table withdrawal add constraint withdrawal_refund_check
    check (refund_amount <= amount and (refund_amount is null) = (status <> 'refunded'))`.execute(
    db,
  );
  await sql`alter table withdrawal add constraint withdrawal_settlement_check
    check ((status in ('refunded','dismissed')) = (settled_at is not null
      and settled_by is not null and settlement_note is not null))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table withdrawal drop constraint withdrawal_settlement_check`.execute(db);
  await sql`alter table withdrawal drop constraint withdrawal_refund_check`.execute(db);
  await db.schema
    .alterTable('withdrawal')
    .dropColumn('refund_amount')
    .dropColumn('settled_by')
    .dropColumn('settled_at')
    .dropColumn('settlement_note')
    .dropColumn('payout_failure')
    .dropColumn('payout_failed_at')
    .execute();
  await sql`alter table withdrawal drop constraint withdrawal_status_check`.execute(db);
  await sql`alter table withdrawal add constraint withdrawal_status_check
    check (status in ('requested','approved','rejected','paid','received','disputed'))`.execute(db);
}
