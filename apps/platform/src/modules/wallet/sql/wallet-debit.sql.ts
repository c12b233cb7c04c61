import type { StoredFunction } from '../../../core/db/stored-functions';
import { outcomeSql as o } from '../booking-outcomes';
import { BOOKING_ROW, refuse } from './booking-sql';

/**
 * A seamless-wallet bet as one database call: the platform's hottest money call. Booked
 * statement by statement from the app it took nine round trips (begin, lock, replay check,
 * cancel check, round, balance and ledger, transaction row, commit), each waiting on the network
 * and each planned anew; in PL/pgSQL its statements keep their plans per connection. Every
 * statement still takes a fresh snapshot after the wallet lock (READ COMMITTED), so it sees
 * whatever the member's previous booking committed.
 *
 * It locks the member's main wallet (and, for a vendor wallet, that row after it:
 * `wallet_lock_purse`), then answers one outcome:
 * - `replay`: the txn id exists; its stored row is returned and the caller compares content;
 * - `cancelled`: a cancel for this txn id arrived first;
 * - `refused`: the player's protection refuses the bet (`protection_bet_refusal`, after the
 *   wallet lock, so the check and the debit are one atomic step), its JSON in `ref_txn_id`;
 * - `insufficient`: the amount is above the spendable balance (balance − held on main);
 * - `round-of-another` / `round-closed`: the round belongs to another member, or is not open;
 * - `booked`: round staked, wallet debited, ledger entry and wallet_txn row written.
 * A txn id raced by another member fails the call with unique_violation (the app retries it
 * once and then finds the row).
 */
export const walletDebit: StoredFunction = {
  signature: 'wallet_debit(bigint, text, bigint, text, text, text, bigint, timestamptz)',
  sql: `
    create or replace function wallet_debit(
      p_member bigint, p_merchant text, p_node bigint, p_wallet text,
      p_txn text, p_round text, p_amount bigint, p_at timestamptz
    ) ${BOOKING_ROW}
    declare
      v_balance bigint;
      v_held bigint;
      v_after bigint;
      v_ledger bigint;
      v_round record;
      v_txn wallet_txn%rowtype;
      v_refusal text;
    begin
      select o_balance, o_held into v_balance, v_held
        from wallet_lock_purse(p_member, p_wallet);

      select * into v_txn from wallet_txn t where t.txn_id = p_txn;
      if found then
        return query select ${o('replay')}, v_txn.member_id, v_txn.kind, v_txn.round_ref,
          v_txn.amount, v_txn.ref_txn_id, v_txn.balance_after, v_txn.ledger_entry_id;
        return;
      end if;
      perform 1 from wallet_txn t where t.kind = 'CANCEL' and t.ref_txn_id = p_txn;
      if found then
        ${refuse('cancelled', 'DEBIT', 'p_amount')}
      end if;
      v_refusal := protection_bet_refusal(p_member, p_merchant, p_amount, p_at);
      if v_refusal is not null then
        ${refuse('refused', 'DEBIT', 'p_amount', 'v_refusal')}
      end if;
      if v_balance - v_held < p_amount then
        ${refuse('insufficient', 'DEBIT', 'p_amount')}
      end if;

      insert into game_round (round_ref, merchant_code, member_id, node_id, stake, opened_at)
        values (p_round, p_merchant, p_member, p_node, p_amount, p_at)
        on conflict (round_ref) do nothing;
      if not found then
        select r.id, r.member_id, r.status into v_round
          from game_round r where r.round_ref = p_round;
        if v_round.member_id <> p_member or v_round.status <> 'open' then
          return query select
            case when v_round.member_id <> p_member
              then ${o('round-of-another')} else ${o('round-closed')} end,
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
      return query select ${o('booked')}, p_member, 'DEBIT', p_round, p_amount,
        null::text, v_after - v_held, v_ledger;
    end
    $$`,
};
