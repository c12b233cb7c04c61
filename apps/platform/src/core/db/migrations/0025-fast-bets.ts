import { sql, type Kysely } from 'kysely';

/**
 * A bet is the platform's hottest money call; this migration makes it cheaper.
 *
 * Two indexes every bet wrote and no query needs: `game_round_member_idx` (member, opened_at)
 * is a prefix of `game_round_member_time_idx` (0019), and `ledger_entry_member_id_idx`
 * (member, id) was superseded by `ledger_entry_member_time_idx` (0019). The index of the debit
 * a cancel names only ever looks up cancels: it leaves out the debits and credits (null).
 *
 * `wallet_debit`: a seamless-wallet bet as one database call. A bet is the platform's hottest
 * money call, and booked statement by statement from the app it took nine round trips
 * (begin, lock, replay check, cancel check, round, balance and ledger, transaction row,
 * commit), each waiting on the network and each planned anew. In PL/pgSQL it is one call whose
 * statements keep their plans per connection; every statement still takes a fresh snapshot
 * after the wallet lock (READ COMMITTED), so it sees whatever the member's previous booking
 * committed, exactly as the app-side steps did.
 *
 * It locks the member's main wallet (and, for a vendor wallet, that row after it: the lock
 * order of `lockWallets`), then answers one outcome:
 * - `replay`: the txn id exists; its stored row is returned and the caller compares content;
 * - `cancelled`: a cancel for this txn id arrived first;
 * - `insufficient`: the amount is above the spendable balance (balance − held on main);
 * - `round-of-another` / `round-closed`: the round belongs to another member, or is not open;
 * - `booked`: round staked, wallet debited, ledger entry and wallet_txn row written.
 * A txn id raced by another member fails the call with unique_violation (the app retries it
 * once and then finds the row), as before.
 *
 * `launch_caller`: the one rule of which launch tokens are live (known, not expired, their site
 * session not revoked) and whom they stand for; the app's `resolveLaunch` asks it, and so does
 * `wallet_debit_by_launch`, a vendor's bet named by its launch token: the launch and the
 * booking in one round trip. Its first column is the launch's member (null: `session-ended`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop index game_round_member_idx`.execute(db);
  await sql`drop index ledger_entry_member_id_idx`.execute(db);
  await sql`drop index wallet_txn_ref_idx`.execute(db);
  await sql`create index wallet_txn_ref_idx on wallet_txn (ref_txn_id)
    where ref_txn_id is not null`.execute(db);
  await sql`
    create function launch_caller(p_token_hash text, p_now timestamptz)
    returns table (
      member_id bigint, merchant_code text, node_id bigint, wallet text,
      game_code text, display_name text, game_classify text, language text, member_type integer
    ) language sql stable as $$
      select l.member_id::bigint, m.merchant_code::text, l.node_id::bigint,
             case when mc.single_wallet then 'MAIN' else g.vassalage end::text,
             g.game_code::text, g.display_name::text, g.game_classify::text, l.language::text,
             m.type::integer
      from launch_session l
      join session s on s.id = l.session_id
      join member m on m.id = l.member_id
      join game g on g.node_id = l.node_id
      join merchant mc on mc.code = m.merchant_code
      where l.token_hash = p_token_hash and s.revoked_at is null and l.expires_at > p_now
    $$
  `.execute(db);
  await sql`
    create function wallet_debit(
      p_member bigint, p_merchant text, p_node bigint, p_wallet text,
      p_txn text, p_round text, p_amount bigint, p_at timestamptz
    ) returns table (
      outcome text, member_id bigint, kind text, round_ref text, amount bigint,
      ref_txn_id text, balance_after bigint, ledger_entry_id bigint
    ) language plpgsql as $$
    -- The reply's columns share names with table columns: inside, a bare name is the column.
    #variable_conflict use_column
    declare
      v_balance bigint;
      v_held bigint;
      v_after bigint;
      v_ledger bigint;
      v_round record;
      v_txn wallet_txn%rowtype;
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
      end if;
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
    $$
  `.execute(db);
  await sql`
    create function wallet_debit_by_launch(
      p_token_hash text, p_now timestamptz, p_txn text, p_round text, p_amount bigint
    ) returns table (
      caller_member bigint, outcome text, member_id bigint, kind text, round_ref text,
      amount bigint, ref_txn_id text, balance_after bigint, ledger_entry_id bigint
    ) language plpgsql as $$
    declare
      c record;
    begin
      select * into c from launch_caller(p_token_hash, p_now);
      if not found then
        return query select null::bigint, 'session-ended'::text, null::bigint, null::text,
          null::text, null::bigint, null::text, null::bigint, null::bigint;
        return;
      end if;
      return query select c.member_id, d.* from wallet_debit(
        c.member_id, c.merchant_code, c.node_id, c.wallet, p_txn, p_round, p_amount, p_now) d;
    end
    $$
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function wallet_debit_by_launch(text, timestamptz, text, text, bigint)`.execute(
    db,
  );
  await sql`drop function launch_caller(text, timestamptz)`.execute(db);
  await sql`drop function wallet_debit(bigint, text, bigint, text, text, text, bigint, timestamptz)`.execute(
    db,
  );
  await sql`drop index wallet_txn_ref_idx`.execute(db);
  await sql`create index wallet_txn_ref_idx on wallet_txn (ref_txn_id)`.execute(db);
  await sql`create index ledger_entry_member_id_idx on ledger_entry (member_id, id)`.execute(db);
  await sql`create index game_round_member_idx on game_round (member_id, opened_at)`.execute(db);
}
