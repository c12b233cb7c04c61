import { sql, type Kysely } from 'kysely';

/**
 * Missions (issue 12): each merchant's daily and weekly missions and the claims of their
 * rewards. Progress is not stored: it is read from the member's ledger over the period
 * (`ledger_entry_member_time_idx`, 0019, carries amount and kind), so nothing is written on the
 * bet or deposit path. A claim is unique per (mission, member, period start): two claims at
 * once pay once. The leaderboard sums this week's claims (`mission_claim_board_idx`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table mission (
    id bigserial primary key,
    merchant_code text not null references merchant (code) on delete cascade,
    cadence text not null check (cadence in ('DAILY','WEEKLY')),
    metric text not null check (metric in ('ROUNDS','VALID_BET','DEPOSIT')),
    target bigint not null check (target > 0),
    reward_amount bigint not null default 0 check (reward_amount >= 0),
    reward_ticket text check (reward_ticket in ('ENVELOPE','WHEEL','EGG')),
    points integer not null default 0 check (points >= 0),
    active boolean not null default true,
    sort integer not null default 0,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index mission_merchant_idx on mission (merchant_code, sort, id)`.execute(db);

  await sql`create table mission_claim (
    id bigserial primary key,
    mission_id bigint not null references mission (id) on delete cascade,
    member_id bigint not null references member (id) on delete cascade,
    merchant_code text not null,
    period_start timestamptz not null,
    points integer not null,
    amount bigint not null,
    ticket_id bigint references draw_ticket (id) on delete set null,
    created_at timestamptz not null default now(),
    unique (mission_id, member_id, period_start)
  )`.execute(db);
  await sql`create index mission_claim_board_idx
    on mission_claim (merchant_code, created_at) include (member_id, points)`.execute(db);
  await sql`create index mission_claim_member_idx on mission_claim (member_id, created_at)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table mission_claim`.execute(db);
  await sql`drop table mission`.execute(db);
}
