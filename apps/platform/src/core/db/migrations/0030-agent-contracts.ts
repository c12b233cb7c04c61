import { sql, type Kysely } from 'kysely';

/**
 * Agent contracts and their settlements (issue 11). A contract is offered by an upline (or by
 * the house, `offerer_id` null, to a top agent) to a holder; every state change is a row of
 * `agent_contract_event`. One live (offered, active, terminating) contract per holder and kind.
 * A settlement is one (contract, period) and is unique on it: the settling transaction inserts
 * it with the ledger credit, so a period pays once however often, wherever, the job runs.
 * `merchant_contract_kind_off` lists the kinds a merchant switched off (none: all four on).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table agent_contract (
    id bigserial primary key,
    merchant_code text not null references merchant (code) on delete cascade,
    kind text not null check (kind in ('DIVIDEND','DAILY_SALARY','HOUR_SALARY','REALTIME_SALARY')),
    period text not null check (period in ('D','W','H','M')),
    holder_id bigint not null references member (id) on delete cascade,
    offerer_id bigint references member (id) on delete cascade,
    tiers jsonb not null,
    max_rate integer not null check (max_rate between 1 and 10000),
    status text not null default 'offered'
      check (status in ('offered','active','rejected','terminating','terminated')),
    termination_requested_by text check (termination_requested_by in ('holder','offerer')),
    created_at timestamptz not null default now(),
    answered_at timestamptz,
    ended_at timestamptz,
    -- Settled up to here (the end of the last settled period); null until accepted.
    settled_until timestamptz
  )`.execute(db);
  await sql`create unique index agent_contract_live_idx on agent_contract (holder_id, kind)
    where status in ('offered','active','terminating')`.execute(db);
  await sql`create index agent_contract_offerer_idx on agent_contract (offerer_id, kind)`.execute(
    db,
  );
  // The settler's scan: contracts that pay, by how far they are settled.
  await sql`create index agent_contract_due_idx on agent_contract (settled_until)
    where status in ('active','terminating')`.execute(db);

  await sql`create table agent_contract_event (
    id bigserial primary key,
    contract_id bigint not null references agent_contract (id) on delete cascade,
    action text not null
      check (action in ('offered','accepted','rejected','termination_requested','terminated')),
    actor text not null check (actor in ('holder','offerer','house','operator')),
    actor_id bigint references member (id) on delete set null,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index agent_contract_event_idx on agent_contract_event (contract_id, id)`.execute(
    db,
  );

  await sql`create table agent_settlement (
    id bigserial primary key,
    contract_id bigint not null references agent_contract (id) on delete cascade,
    holder_id bigint not null references member (id) on delete cascade,
    offerer_id bigint references member (id) on delete cascade,
    kind text not null,
    period_start timestamptz not null,
    period_end timestamptz not null,
    valid_bet bigint not null,
    active_members integer not null,
    profit_loss bigint not null,
    downline_share bigint not null default 0,
    tier integer,
    rate integer not null,
    amount bigint not null check (amount >= 0),
    ledger_entry_id bigint references ledger_entry (id),
    created_at timestamptz not null default now(),
    unique (contract_id, period_start)
  )`.execute(db);
  await sql`create index agent_settlement_holder_idx
    on agent_settlement (holder_id, kind, period_start desc, id desc)`.execute(db);
  await sql`create index agent_settlement_offerer_idx
    on agent_settlement (offerer_id, kind, period_start desc, id desc)`.execute(db);

  await sql`create table merchant_contract_kind_off (
    merchant_code text not null references merchant (code) on delete cascade,
    kind text not null,
    primary key (merchant_code, kind)
  )`.execute(db);

  // The settler sums a window's settled rounds per member (then per team via team_path).
  await sql`create index game_round_settled_idx on game_round (settled_at)
    include (member_id, stake, payout) where status = 'settled'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index game_round_settled_idx`.execute(db);
  for (const table of [
    'merchant_contract_kind_off',
    'agent_settlement',
    'agent_contract_event',
    'agent_contract',
  ])
    await sql`drop table ${sql.table(table)}`.execute(db);
}
