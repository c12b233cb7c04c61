import { sql, type Kysely } from 'kysely';

/**
 * Player protection (issue 13 D): loss limits, the reality-check interval, time-outs and
 * self-exclusions with the identity they cover, and the audit of every change.
 *
 * `loss_limit` has the shape of `deposit_limit` (0020): `amount` in force, a loosening waiting
 * until `pending_from` as `pending_amount`.
 *
 * `protection_block`: a time-out or self-exclusion from `starts_at` to `ends_at`, of the member
 * who asked and of every account, on any merchant of the operator, with the same proven mobile
 * or e-mail (copied here when the block is made, so an account opened later matches). Not the id
 * number: nothing proves it, so matching it would let anyone exclude a stranger.
 *
 * The rules a bet must pass are database functions, because a bet is one call of
 * `wallet_debit` (0025): it now asks `protection_bet_refusal` after locking the member's main
 * wallet, so the check and the debit are one atomic step; bets of one member queue on that
 * lock, and each sees the bets and wins committed before it (a fresh snapshot per statement).
 * - `protection_blocks_of(member)`: every block covering the member (their own, or one whose
 *   identity matches theirs), the one place of that rule;
 * - `protection_block_of(member, at)`: the block in force on the member (self-exclusion first);
 * - `member_net_loss(member, since)`: bets − wins − refunds since then (negative: a net win);
 * - `protection_bet_refusal(member, merchant, amount, at)`: null, or the refusal as JSON
 *   (`SELF_EXCLUDED` / `TIMED_OUT` with `until`; `LOSS_LIMIT_EXCEEDED` with period, limit,
 *   remaining). A limit in force is `amount`, or `pending_amount` once `pending_from` passed:
 *   the read side of `limitAt` (libs/domain), which the app uses for everything else.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('loss_limit')
    .addColumn('member_id', 'bigint', (col) =>
      col.notNull().references('member.id').onDelete('cascade'),
    )
    .addColumn('period', 'text', (col) =>
      col.notNull().check(sql`period in ('daily', 'weekly', 'monthly')`),
    )
    .addColumn('amount', 'bigint', (col) => col.check(sql`amount > 0`))
    .addColumn('pending_amount', 'bigint', (col) => col.check(sql`pending_amount > 0`))
    .addColumn('pending_from', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('loss_limit_pk', ['member_id', 'period'])
    .execute();
  await db.schema
    .createTable('protection_setting')
    .addColumn('member_id', 'bigint', (col) =>
      col.primaryKey().references('member.id').onDelete('cascade'),
    )
    .addColumn('reality_check_minutes', 'integer')
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('protection_block')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('member_id', 'bigint', (col) =>
      col.notNull().references('member.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (col) =>
      col.notNull().check(sql`kind in ('time_out', 'self_exclusion')`),
    )
    .addColumn('starts_at', 'timestamptz', (col) => col.notNull())
    .addColumn('ends_at', 'timestamptz', (col) => col.notNull())
    .addColumn('mobile', 'text')
    .addColumn('email', 'text')
    .execute();
  await sql`create index protection_block_member_idx on protection_block (member_id, ends_at)`.execute(
    db,
  );
  for (const key of ['mobile', 'email'])
    await sql`create index ${sql.raw(`protection_block_${key}_idx`)} on protection_block (${sql.raw(key)}, ends_at) where ${sql.raw(key)} is not null`.execute(
      db,
    );
  await db.schema
    .createTable('protection_audit')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('member_id', 'bigint', (col) =>
      col.notNull().references('member.id').onDelete('cascade'),
    )
    .addColumn('actor', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('detail', 'jsonb', (col) => col.notNull())
    .addColumn('ip', 'text')
    .addColumn('at', 'timestamptz', (col) => col.notNull())
    .execute();
  await sql`create index protection_audit_member_idx on protection_audit (member_id, id)`.execute(
    db,
  );

  await sql`
    create function protection_blocks_of(p_member bigint)
    returns setof protection_block language sql stable as $$
      select b.*
      from member m
      join protection_block b on
        b.member_id = m.id
        or b.mobile = m.dialing_code || m.mobile_num
        or b.email = lower(m.email)
      where m.id = p_member
    $$
  `.execute(db);
  await sql`
    create function protection_block_of(p_member bigint, p_at timestamptz)
    returns table (kind text, ends_at timestamptz) language sql stable as $$
      select b.kind, b.ends_at from protection_blocks_of(p_member) b
      where b.starts_at <= p_at and b.ends_at > p_at
      order by b.kind = 'self_exclusion' desc, b.ends_at desc
      limit 1
    $$
  `.execute(db);
  await sql`
    create function member_net_loss(p_member bigint, p_since timestamptz)
    returns bigint language sql stable as $$
      select coalesce(-sum(l.amount), 0)::bigint from ledger_entry l
      where l.member_id = p_member and l.created_at >= p_since
        and l.kind in ('BET', 'WIN', 'REFUND')
    $$
  `.execute(db);
  await sql`
    create function protection_bet_refusal(
      p_member bigint, p_merchant text, p_amount bigint, p_at timestamptz
    ) returns text language plpgsql as $$
    declare
      v_block record;
      v_limit record;
      v_zone text;
      v_loss bigint;
    begin
      select * into v_block from protection_block_of(p_member, p_at);
      if found then
        return json_build_object(
          'code', case v_block.kind when 'self_exclusion' then 'SELF_EXCLUDED' else 'TIMED_OUT' end,
          'until', v_block.ends_at)::text;
      end if;
      select time_zone into v_zone from merchant where code = p_merchant;
      for v_limit in
        select period,
          case when pending_from is not null and pending_from <= p_at
            then pending_amount else amount end as in_force
        from loss_limit where member_id = p_member
        order by case period when 'daily' then 1 when 'weekly' then 2 else 3 end
      loop
        continue when v_limit.in_force is null;
        v_loss := member_net_loss(p_member, date_trunc(
          case v_limit.period when 'daily' then 'day' when 'weekly' then 'week' else 'month' end,
          p_at at time zone v_zone) at time zone v_zone);
        if v_loss + p_amount > v_limit.in_force then
          return json_build_object('code', 'LOSS_LIMIT_EXCEEDED', 'period', v_limit.period,
            'limit', v_limit.in_force, 'remaining', greatest(0, v_limit.in_force - v_loss))::text;
        end if;
      end loop;
      return null;
    end
    $$
  `.execute(db);
  await sql.raw(walletDebit(true)).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(walletDebit(false)).execute(db);
  await sql`drop function protection_bet_refusal(bigint, text, bigint, timestamptz)`.execute(db);
  await sql`drop function member_net_loss(bigint, timestamptz)`.execute(db);
  await sql`drop function protection_block_of(bigint, timestamptz)`.execute(db);
  await sql`drop function protection_blocks_of(bigint)`.execute(db);
  for (const table of ['protection_audit', 'protection_block', 'protection_setting', 'loss_limit'])
    await db.schema.dropTable(table).execute();
}

/**
 * `wallet_debit` of 0025, with (`guarded`) or without the protection step: after the wallet
 * lock and the replay checks (a retried bet still answers its first result), before the
 * balance check. A refusal answers outcome `refused` with the refusal's JSON in `ref_txn_id`.
 */
function walletDebit(guarded: boolean): string {
  const guard = guarded
    ? `
      v_refusal := protection_bet_refusal(p_member, p_merchant, p_amount, p_at);
      if v_refusal is not null then
        return query select 'refused', p_member, 'DEBIT', p_round, p_amount,
          v_refusal, null::bigint, null::bigint;
        return;
      end if;`
    : '';
  return `
    create or replace function wallet_debit(
      p_member bigint, p_merchant text, p_node bigint, p_wallet text,
      p_txn text, p_round text, p_amount bigint, p_at timestamptz
    ) returns table (
      outcome text, member_id bigint, kind text, round_ref text, amount bigint,
      ref_txn_id text, balance_after bigint, ledger_entry_id bigint
    ) language plpgsql as $$
    #variable_conflict use_column
    declare
      v_balance bigint;
      v_held bigint;
      v_after bigint;
      v_ledger bigint;
      v_round record;
      v_txn wallet_txn%rowtype;
      v_refusal text;
    begin
      select w.balance, w.held into v_balance, v_held
        from wallet w where w.member_id = p_member for update;
      if not found then
        raise exception 'Member % has no wallet', p_member;
      end if;
      if p_wallet <> 'MAIN' then
        insert into vendor_wallet (member_id, vendor) values (p_member, p_wallet)
          on conflict do nothing;
        select v.balance into v_balance
          from vendor_wallet v where v.member_id = p_member and v.vendor = p_wallet for update;
        v_held := 0;
      end if;

      select * into v_txn from wallet_txn t where t.txn_id = p_txn;
      if found then
        return query select 'replay', v_txn.member_id, v_txn.kind, v_txn.round_ref,
          v_txn.amount, v_txn.ref_txn_id, v_txn.balance_after, v_txn.ledger_entry_id;
        return;
      end if;
      perform 1 from wallet_txn t where t.kind = 'CANCEL' and t.ref_txn_id = p_txn;
      if found then
        return query select 'cancelled', p_member, 'DEBIT', p_round, p_amount,
          null::text, null::bigint, null::bigint;
        return;
      end if;${guard}
      if v_balance - v_held < p_amount then
        return query select 'insufficient', p_member, 'DEBIT', p_round, p_amount,
          null::text, null::bigint, null::bigint;
        return;
      end if;

      insert into game_round (round_ref, merchant_code, member_id, node_id, stake, opened_at)
        values (p_round, p_merchant, p_member, p_node, p_amount, p_at)
        on conflict (round_ref) do nothing;
      if not found then
        select r.id, r.member_id, r.status into v_round
          from game_round r where r.round_ref = p_round;
        if v_round.member_id <> p_member or v_round.status <> 'open' then
          return query select
            case when v_round.member_id <> p_member then 'round-of-another' else 'round-closed' end,
            p_member, 'DEBIT', p_round, p_amount, v_round.status::text, null::bigint, null::bigint;
          return;
        end if;
        update game_round r set stake = r.stake + p_amount where r.id = v_round.id;
      end if;

      if p_wallet = 'MAIN' then
        update wallet w set balance = w.balance - p_amount
          where w.member_id = p_member returning w.balance into v_after;
      else
        update vendor_wallet v set balance = v.balance - p_amount
          where v.member_id = p_member and v.vendor = p_wallet returning v.balance into v_after;
      end if;
      insert into ledger_entry (member_id, amount, kind, idempotency_key, balance_after, wallet_code)
        values (p_member, -p_amount, 'BET', 'wallet:' || p_txn, v_after, p_wallet)
        returning id into v_ledger;
      insert into wallet_txn (txn_id, kind, member_id, round_ref, amount, balance_after,
                              ledger_entry_id, created_at)
        values (p_txn, 'DEBIT', p_member, p_round, p_amount, v_after - v_held, v_ledger, p_at);
      return query select 'booked', p_member, 'DEBIT', p_round, p_amount,
        null::text, v_after - v_held, v_ledger;
    end
    $$`;
}
