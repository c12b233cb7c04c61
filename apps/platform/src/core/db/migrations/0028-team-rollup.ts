import { sql, type Kysely } from 'kysely';

/**
 * The agent centre's per-member-per-day rollup (issue 11): what each member bet, won, paid in
 * and out on each merchant-local day, and the day they joined, so team reports over 100,000
 * members and millions of rounds read days instead of rounds. A job fills it from the ledger and
 * the member table past a watermark (`team_rollup_mark`, one row per source), in the same
 * transaction as it moves the watermark; reports add the rows past the watermark live. Nothing is
 * written on the bet path.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table team_member_day (
    member_id bigint not null references member (id) on delete cascade,
    day date not null,
    bets integer not null default 0,
    valid_bet bigint not null default 0,
    payout bigint not null default 0,
    deposits bigint not null default 0,
    withdrawals bigint not null default 0,
    bonus bigint not null default 0,
    joined smallint not null default 0,
    primary key (member_id, day)
  )`.execute(db);
  // A big team's report reads a range of days for many members: from this index alone.
  await sql`create index team_member_day_day_idx on team_member_day (day, member_id)
    include (bets, valid_bet, payout, deposits, withdrawals, bonus, joined)`.execute(db);
  await sql`create table team_rollup_mark (
    source text primary key check (source in ('ledger', 'member')),
    last_id bigint not null default 0
  )`.execute(db);
  await sql`insert into team_rollup_mark (source) values ('ledger'), ('member')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table team_rollup_mark`.execute(db);
  await sql`drop table team_member_day`.execute(db);
}
