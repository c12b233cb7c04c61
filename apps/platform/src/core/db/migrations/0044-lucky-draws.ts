import { sql, type Kysely } from 'kysely';

/**
 * Lucky draws (issue 12): each merchant's prizes and weights per game (red envelope, wheel,
 * golden egg), its earning rules, and the members' tickets. A ticket fixes its server seed (only
 * its SHA-256 is shown before play) and its prizes when issued, so neither can change once a
 * player sees them. `(member_id, source_key)` is unique: a rule, a mission claim or an operator
 * grant issues its ticket once however often it is evaluated. A ticket is played by one guarded
 * UPDATE (`status = 'unplayed'`), so two requests at once play it once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table draw_game (
    merchant_code text not null references merchant (code) on delete cascade,
    kind text not null check (kind in ('ENVELOPE','WHEEL','EGG')),
    prizes jsonb not null,
    updated_at timestamptz not null default now(),
    primary key (merchant_code, kind)
  )`.execute(db);

  await sql`create table draw_rule (
    id bigserial primary key,
    merchant_code text not null references merchant (code) on delete cascade,
    kind text not null check (kind in ('DEPOSIT','DAILY_VALID_BET')),
    threshold bigint not null check (threshold > 0),
    draw_kind text not null check (draw_kind in ('ENVELOPE','WHEEL','EGG')),
    active boolean not null default true,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index draw_rule_merchant_idx on draw_rule (merchant_code) where active`.execute(
    db,
  );

  await sql`create table draw_ticket (
    id bigserial primary key,
    merchant_code text not null references merchant (code) on delete cascade,
    member_id bigint not null references member (id) on delete cascade,
    kind text not null check (kind in ('ENVELOPE','WHEEL','EGG')),
    source text not null check (source in ('rule','mission','operator')),
    source_key text not null,
    server_seed text not null,
    server_seed_hash text not null,
    prizes jsonb not null,
    status text not null default 'unplayed' check (status in ('unplayed','played')),
    client_seed text,
    prize_index integer,
    amount bigint,
    created_at timestamptz not null default now(),
    played_at timestamptz,
    unique (member_id, source_key)
  )`.execute(db);
  await sql`create index draw_ticket_member_idx on draw_ticket (member_id, status, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table draw_ticket`.execute(db);
  await sql`drop table draw_rule`.execute(db);
  await sql`drop table draw_game`.execute(db);
}
