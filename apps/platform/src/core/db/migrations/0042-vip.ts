import { sql, type Kysely } from 'kysely';

/**
 * VIP levels (issue 12): a merchant's level table (thresholds and benefits, rebate rates in
 * basis points per game category as JSON), each member's level (no row: level 0) and the
 * rewards paid once: `vip_upgrade` is unique per (member, level), `vip_birthday` per (member,
 * year); each is inserted in the transaction that pays its bonus, so a level or a birthday pays
 * once however often, and on however many replicas, the sweep runs.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table vip_level (
    merchant_code text not null references merchant (code) on delete cascade,
    level integer not null check (level >= 0),
    name text not null,
    deposit_threshold bigint not null check (deposit_threshold >= 0),
    turnover_threshold bigint not null check (turnover_threshold >= 0),
    rebate jsonb not null,
    withdrawal_max bigint check (withdrawal_max > 0),
    upgrade_bonus bigint not null default 0 check (upgrade_bonus >= 0),
    birthday_bonus bigint not null default 0 check (birthday_bonus >= 0),
    primary key (merchant_code, level)
  )`.execute(db);

  await sql`create table member_vip (
    member_id bigint primary key references member (id) on delete cascade,
    level integer not null check (level >= 0),
    updated_at timestamptz not null
  )`.execute(db);

  await sql`create table vip_upgrade (
    member_id bigint not null references member (id) on delete cascade,
    level integer not null,
    bonus bigint not null,
    at timestamptz not null,
    primary key (member_id, level)
  )`.execute(db);

  await sql`create table vip_birthday (
    member_id bigint not null references member (id) on delete cascade,
    year integer not null,
    bonus bigint not null,
    at timestamptz not null,
    primary key (member_id, year)
  )`.execute(db);

  await sql`create table vip_mark (
    name text primary key,
    until timestamptz not null
  )`.execute(db);
  await sql`insert into vip_mark values ('activity', 'epoch'::timestamptz)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['vip_mark', 'vip_birthday', 'vip_upgrade', 'member_vip', 'vip_level'])
    await sql`drop table ${sql.table(table)}`.execute(db);
}
