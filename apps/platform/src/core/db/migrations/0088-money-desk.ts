import { sql, type Kysely } from 'kysely';

/**
 * The money desk (issue 29, cashier module): each merchant's desk amounts (four eyes on
 * withdrawals and adjustments, the risk amount of a queue flag), the approvals of a withdrawal
 * (one row per person: the primary key refuses the same person twice), and balance adjustments
 * held for a second person (one per member and requestId, like the wallet's own requests).
 * Indexes for the queue pages (per merchant, by time) and the shared-IP look-up of sign-ins.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table desk_threshold (
    merchant_code text primary key references merchant(code) on delete cascade,
    withdrawal_four_eyes bigint check (withdrawal_four_eyes >= 0),
    adjustment_four_eyes bigint check (adjustment_four_eyes >= 0),
    risk_amount bigint check (risk_amount >= 0),
    updated_at timestamptz not null default now()
  )`.execute(db);
  await sql`create table withdrawal_approval (
    withdrawal_id bigint not null references withdrawal(id) on delete cascade,
    actor_kind text not null,
    actor_id text not null,
    actor_name text not null,
    at timestamptz not null,
    primary key (withdrawal_id, actor_kind, actor_id)
  )`.execute(db);
  await sql`create table pending_adjustment (
    id bigserial primary key,
    merchant_code text not null,
    member_id bigint not null references member(id) on delete cascade,
    amount bigint not null check (amount <> 0),
    reason_code text not null,
    note text not null,
    request_id text not null,
    turnover_required bigint,
    status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
    requested_by_kind text not null,
    requested_by_id text not null,
    requested_by_name text not null,
    requested_at timestamptz not null,
    decided_by_kind text,
    decided_by_id text,
    decided_by_name text,
    decided_at timestamptz,
    decision_note text,
    ledger_entry_id bigint,
    unique (member_id, request_id)
  )`.execute(db);
  await sql`create index pending_adjustment_status_idx on pending_adjustment (status, id)`.execute(
    db,
  );
  await sql`create index withdrawal_desk_idx on withdrawal (merchant_code, created_at)`.execute(db);
  await sql`create index deposit_desk_idx on deposit (merchant_code, created_at)`.execute(db);
  await sql`create index login_history_ip_idx on login_history (ip, member_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index login_history_ip_idx`.execute(db);
  await sql`drop index deposit_desk_idx`.execute(db);
  await sql`drop index withdrawal_desk_idx`.execute(db);
  await sql`drop table pending_adjustment`.execute(db);
  await sql`drop table withdrawal_approval`.execute(db);
  await sql`drop table desk_threshold`.execute(db);
}
