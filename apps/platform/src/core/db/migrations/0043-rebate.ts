import { sql, type Kysely } from 'kysely';

/**
 * Daily rebates (issue 12): one row per (member, merchant-local day), inserted in the same
 * transaction as its REBATE ledger credit, so a day pays once however often the job runs. It
 * keeps its inputs (the member's level then, the valid bet per category) for support.
 * `rebate_day` records each merchant day the sweep finished, so it does not scan a day twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table rebate_settlement (
    member_id bigint not null references member (id) on delete cascade,
    day date not null,
    level integer not null,
    valid_bet jsonb not null,
    amount bigint not null check (amount > 0),
    settled_at timestamptz not null,
    primary key (member_id, day)
  )`.execute(db);

  await sql`create table rebate_day (
    merchant_code text not null references merchant (code) on delete cascade,
    day date not null,
    settled_at timestamptz not null,
    primary key (merchant_code, day)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table rebate_day`.execute(db);
  await sql`drop table rebate_settlement`.execute(db);
}
