import { sql, type Kysely } from 'kysely';

/**
 * A vendor's win, free win and cancel as one database call each, as the bet has been since
 * 0025 (`wallet_debit`). Booked statement by statement from the app they took eight to ten
 * round trips (begin, lock, replay check, round, balance and ledger, transaction row, commit),
 * and the PAM API (issue 16) must call them inside its own one-call bookings (0080). They
 * replace the wallet service's app-side steps, so each rule lives here only:
 *
 * - `wallet_lock_purse(member, wallet)`: locks the member's main wallet, then (for a vendor
 *   wallet, created at 0 when missing) that row: the lock order of `lockWallets`; answers the
 *   balance and `held` (the part promised to withdrawals; 0 on a vendor wallet);
 * - `wallet_move(member, wallet, delta, kind, key)`: the balance change and its ledger entry
 *   (naming the wallet, with its balance after), the SQL twin of `moveMoney`;
 * - `wallet_credit`: settles the member's open round that holds a bet (a round with nothing
 *   staked only when it holds a bet of no cash, 0077); `p_ends` false pays and keeps it open;
 * - `wallet_free_win`: a win without a bet, in a new round settled at once;
 * - `wallet_cancel`: refunds debit `p_ref` once; an unknown debit is recorded and refunds
 *   nothing; a settled round cannot be cancelled; a round left with no stake is cancelled.
 *
 * Each answers the row shape of `wallet_debit`: an outcome (`booked`, `replay` with the stored
 * row, or why not: `unknown-round`, `round-closed` with the status in `ref_txn_id`, `no-bet`,
 * `round-exists`, `not-a-bet`) and the transaction's fields. Every statement takes a fresh
 * snapshot after the wallet lock (READ COMMITTED), so it sees the member's previous bookings.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function wallet_lock_purse(
      p_member bigint, p_wallet text, out o_balance bigint, out o_held bigint
    ) language plpgsql as $$
    begin
      select w.balance, w.held into o_balance, o_held
        from wallet w where w.member_id = p_member for update;
      if not found then
        raise exception 'Member % has no wallet', p_member;
      end if;
      if p_wallet <> 'MAIN' then
        insert into vendor_wallet (member_id, vendor) values (p_member, p_wallet)
          on conflict do nothing;
        select v.balance into o_balance
          from vendor_wallet v where v.member_id = p_member and v.vendor = p_wallet for update;
        o_held := 0;
      end if;
    end
    $$
  `.execute(db);
  await sql`
    create function wallet_move(
      p_member bigint, p_wallet text, p_delta bigint, p_kind text, p_key text,
      out o_balance bigint, out o_ledger bigint
    ) language plpgsql as $$
    begin
      if p_wallet = 'MAIN' then
        update wallet w set balance = w.balance + p_delta
          where w.member_id = p_member returning w.balance into o_balance;
      else
        update vendor_wallet v set balance = v.balance + p_delta
          where v.member_id = p_member and v.vendor = p_wallet returning v.balance into o_balance;
      end if;
      insert into ledger_entry (member_id, amount, kind, idempotency_key, balance_after, wallet_code)
        values (p_member, p_delta, p_kind, p_key, o_balance, p_wallet)
        returning id into o_ledger;
    end
    $$
  `.execute(db);
  await sql.raw(walletCredit).execute(db);
  await sql.raw(walletFreeWin).execute(db);
  await sql.raw(walletCancel).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function wallet_cancel(bigint, text, text, text, text, timestamptz)`.execute(db);
  await sql`drop function wallet_free_win(bigint, text, bigint, text, text, text, bigint, timestamptz)`.execute(
    db,
  );
  await sql`drop function wallet_credit(bigint, text, text, text, bigint, boolean, timestamptz)`.execute(
    db,
  );
  await sql`drop function wallet_move(bigint, text, bigint, text, text)`.execute(db);
  await sql`drop function wallet_lock_purse(bigint, text)`.execute(db);
}

/** The reply of every booking function: `wallet_debit`'s columns. */
const BOOKING_ROW = `returns table (
      outcome text, member_id bigint, kind text, round_ref text, amount bigint,
      ref_txn_id text, balance_after bigint, ledger_entry_id bigint
    ) language plpgsql as $$
    -- The reply's columns share names with table columns: inside, a bare name is the column.
    #variable_conflict use_column`;

/** The purse locked and a txn id seen before answered with its stored row. */
const LOCK_AND_REPLAY = `
      select * into v_purse from wallet_lock_purse(p_member, p_wallet);
      select * into v_txn from wallet_txn t where t.txn_id = p_txn;
      if found then
        return query select 'replay', v_txn.member_id, v_txn.kind, v_txn.round_ref,
          v_txn.amount, v_txn.ref_txn_id, v_txn.balance_after, v_txn.ledger_entry_id;
        return;
      end if;`;

/** Moves `v_amount` (when not 0) as ledger kind `kind`, then writes the wallet_txn row. */
const moveAndRecord = (kind: string, moveKind: string, refTxn: string) => `
      v_after := v_purse.o_balance;
      if v_amount <> 0 then
        select * into v_moved from wallet_move(
          p_member, p_wallet, v_amount, '${moveKind}', 'wallet:' || p_txn);
        v_after := v_moved.o_balance;
        v_ledger := v_moved.o_ledger;
      end if;
      insert into wallet_txn (txn_id, kind, member_id, round_ref, ref_txn_id, amount,
                              balance_after, ledger_entry_id, created_at)
        values (p_txn, '${kind}', p_member, p_round, ${refTxn}, v_amount,
                v_after - v_purse.o_held, v_ledger, p_at);
      return query select 'booked', p_member, '${kind}', p_round, v_amount, ${refTxn},
        v_after - v_purse.o_held, v_ledger;`;

const DECLARE = `
    declare
      v_purse record;
      v_txn wallet_txn%rowtype;
      v_moved record;
      v_after bigint;
      v_ledger bigint;`;

/** A refusal row of the booking: `why`, with `detail` in ref_txn_id. */
const refuse = (why: string, kind: string, amount: string, detail = 'null::text') =>
  `return query select '${why}', p_member, '${kind}', p_round, ${amount}, ${detail},
          null::bigint, null::bigint;
        return;`;

const walletCredit = `
    create function wallet_credit(
      p_member bigint, p_wallet text, p_txn text, p_round text, p_amount bigint,
      p_ends boolean, p_at timestamptz
    ) ${BOOKING_ROW}${DECLARE}
      v_amount bigint := p_amount;
      v_round record;
    begin${LOCK_AND_REPLAY}
      update game_round r set payout = r.payout + p_amount,
          status = case when p_ends then 'settled' else r.status end,
          settled_at = case when p_ends then p_at else r.settled_at end
        where r.round_ref = p_round and r.member_id = p_member and r.status = 'open'
          and r.stake > 0;
      if not found then
        select r.id, r.member_id, r.status into v_round
          from game_round r where r.round_ref = p_round;
        if not found or v_round.member_id <> p_member then
          ${refuse('unknown-round', 'CREDIT', 'p_amount')}
        end if;
        if v_round.status <> 'open' then
          ${refuse('round-closed', 'CREDIT', 'p_amount', 'v_round.status::text')}
        end if;
        -- Nothing staked: a round with a bet of no cash (a free round) settles all the same.
        perform 1 from wallet_txn t
          where t.round_ref = p_round and t.kind = 'DEBIT' and t.amount = 0;
        if not found then
          ${refuse('no-bet', 'CREDIT', 'p_amount')}
        end if;
        update game_round r set payout = r.payout + p_amount,
            status = case when p_ends then 'settled' else r.status end,
            settled_at = case when p_ends then p_at else r.settled_at end
          where r.id = v_round.id;
      end if;${moveAndRecord('CREDIT', 'WIN', 'null::text')}
    end
    $$`;

const walletFreeWin = `
    create function wallet_free_win(
      p_member bigint, p_merchant text, p_node bigint, p_wallet text, p_txn text, p_round text,
      p_amount bigint, p_at timestamptz
    ) ${BOOKING_ROW}${DECLARE}
      v_amount bigint := p_amount;
    begin${LOCK_AND_REPLAY}
      insert into game_round (round_ref, merchant_code, member_id, node_id, payout, status,
                              opened_at, settled_at)
        values (p_round, p_merchant, p_member, p_node, p_amount, 'settled', p_at, p_at)
        on conflict (round_ref) do nothing;
      if not found then
        ${refuse('round-exists', 'CREDIT', 'p_amount')}
      end if;${moveAndRecord('CREDIT', 'WIN', 'null::text')}
    end
    $$`;

const walletCancel = `
    create function wallet_cancel(
      p_member bigint, p_wallet text, p_txn text, p_round text, p_ref text, p_at timestamptz
    ) ${BOOKING_ROW}${DECLARE}
      v_amount bigint := 0;
      v_debit wallet_txn%rowtype;
      v_round record;
    begin${LOCK_AND_REPLAY}
      select * into v_debit from wallet_txn t where t.txn_id = p_ref;
      if found then
        if v_debit.kind <> 'DEBIT' or v_debit.member_id <> p_member
            or v_debit.round_ref <> p_round then
          ${refuse('not-a-bet', 'CANCEL', '0::bigint')}
        end if;
        select r.id, r.status into v_round from game_round r where r.round_ref = p_round;
        if found and v_round.status = 'settled' then
          ${refuse('round-closed', 'CANCEL', '0::bigint', `'settled'::text`)}
        end if;
        if found and not exists (select 1 from wallet_txn t
            where t.kind = 'CANCEL' and t.ref_txn_id = p_ref and t.amount > 0) then
          v_amount := v_debit.amount;
          -- A round left with no stake counts as cancelled (a bet of no cash closes it too).
          update game_round r set stake = r.stake - v_amount,
              status = case when r.stake = v_amount then 'cancelled' else r.status end,
              settled_at = case when r.stake = v_amount then p_at else r.settled_at end
            where r.id = v_round.id;
        end if;
      end if;${moveAndRecord('CANCEL', 'REFUND', 'p_ref')}
    end
    $$`;
