import { sql, type Kysely } from 'kysely';

/**
 * Points and the points mall (issue 12). Points never expire. `points_account.balance` moves
 * only with a `points_entry` row in the same statement (as the wallet and its ledger) and can
 * never go below 0 (a check, so even a bug cannot). An entry's `source_key` is unique: a round,
 * a deposit, a redeem or a conversion earns or spends once however often it is booked. A mall
 * item's `stock` (null: unlimited) can never go below 0 either, so of two redeems of the last
 * unit one wins. `points_earn_mark` is how far the earning sweep has read settled rounds and
 * deposits (it re-reads a few minutes behind it; the unique keys skip what it booked already).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table points_rate (
    merchant_code text not null references merchant (code) on delete cascade,
    source text not null check (source in ('DEPOSIT','LIVE','LOTTERY','PVP','SLOTS','SPORTS')),
    amount_per_point bigint not null check (amount_per_point > 0),
    primary key (merchant_code, source)
  )`.execute(db);

  await sql`create table points_setting (
    merchant_code text primary key references merchant (code) on delete cascade,
    convert_points integer not null check (convert_points > 0),
    convert_amount bigint not null check (convert_amount > 0),
    min_convert integer not null check (min_convert > 0)
  )`.execute(db);

  await sql`create table points_account (
    member_id bigint primary key references member (id) on delete cascade,
    balance bigint not null default 0 check (balance >= 0),
    earned bigint not null default 0 check (earned >= 0)
  )`.execute(db);

  await sql`create table points_entry (
    id bigserial primary key,
    member_id bigint not null references member (id) on delete cascade,
    kind text not null check (kind in
      ('DEPOSIT','LIVE','LOTTERY','PVP','SLOTS','SPORTS','REDEEM','REDEEM_RETURN','CONVERT','ADJUSTMENT')),
    points bigint not null check (points <> 0),
    balance_after bigint not null check (balance_after >= 0),
    source_key text not null unique,
    reference text not null,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index points_entry_member_idx on points_entry (member_id, id)`.execute(db);

  await sql`create table mall_item (
    id bigserial primary key,
    merchant_code text not null references merchant (code) on delete cascade,
    kind text not null check (kind in ('BONUS','GIFT')),
    names jsonb not null,
    image_url text not null,
    points_required bigint not null check (points_required > 0),
    amount_required bigint not null default 0 check (amount_required >= 0),
    value bigint not null default 0 check (value >= 0),
    stock integer check (stock >= 0),
    active boolean not null default true,
    sort integer not null default 0,
    seed_key text unique
  )`.execute(db);
  await sql`create index mall_item_merchant_idx on mall_item (merchant_code, sort, id)`.execute(db);

  await sql`create table points_redeem (
    id bigserial primary key,
    member_id bigint not null references member (id) on delete cascade,
    item_id bigint not null references mall_item (id),
    quantity integer not null check (quantity > 0),
    points bigint not null check (points > 0),
    amount_required bigint not null,
    points_after bigint not null,
    status text not null default 'IN_PROCESS' check (status in ('IN_PROCESS','REJECTED','APPROVED')),
    address text,
    remark text not null default '',
    created_at timestamptz not null,
    decided_at timestamptz,
    check ((status = 'IN_PROCESS') = (decided_at is null))
  )`.execute(db);
  await sql`create index points_redeem_member_idx on points_redeem (member_id, id)`.execute(db);
  await sql`create index points_redeem_open_idx on points_redeem (id) where status = 'IN_PROCESS'`.execute(
    db,
  );

  await sql`create table points_earn_mark (
    source text primary key check (source in ('rounds','deposits')),
    until timestamptz not null
  )`.execute(db);
  // The sweep reads approved deposits by decision time (the deposits table had no such index).
  await sql`create index deposit_decided_points_idx on deposit (decided_at)
    where status = 'approved'`.execute(db);
  // Points start with the programme: rounds and deposits before it earn none, so an upgrade of a
  // platform with years of rounds does not begin with one sweep over all of them.
  await sql`insert into points_earn_mark values
    ('rounds', now()), ('deposits', now())`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index deposit_decided_points_idx`.execute(db);
  for (const table of [
    'points_earn_mark',
    'points_redeem',
    'mall_item',
    'points_entry',
    'points_account',
    'points_setting',
    'points_rate',
  ])
    await sql`drop table ${sql.table(table)}`.execute(db);
}
