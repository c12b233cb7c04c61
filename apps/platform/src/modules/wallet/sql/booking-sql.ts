import { outcomeSql as o, type WalletOutcome } from '../booking-outcomes';

// The parts every booking function of the wallet shares (`wallet_credit`, `wallet_free_win`,
// `wallet_cancel`), so each rule is written once.

/** The reply of every booking function: `wallet_debit`'s columns. */
export const BOOKING_ROW = `returns table (
      outcome text, member_id bigint, kind text, round_ref text, amount bigint,
      ref_txn_id text, balance_after bigint, ledger_entry_id bigint
    ) language plpgsql as $$
    -- The reply's columns share names with table columns: inside, a bare name is the column.
    #variable_conflict use_column`;

/** The purse locked and a txn id seen before answered with its stored row. */
export const LOCK_AND_REPLAY = `
      select * into v_purse from wallet_lock_purse(p_member, p_wallet);
      select * into v_txn from wallet_txn t where t.txn_id = p_txn;
      if found then
        return query select ${o('replay')}, v_txn.member_id, v_txn.kind, v_txn.round_ref,
          v_txn.amount, v_txn.ref_txn_id, v_txn.balance_after, v_txn.ledger_entry_id;
        return;
      end if;`;

/** Moves `v_amount` (when not 0) as ledger kind `kind`, then writes the wallet_txn row. */
export const moveAndRecord = (kind: string, moveKind: string, refTxn: string) => `
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
      return query select ${o('booked')}, p_member, '${kind}', p_round, v_amount, ${refTxn},
        v_after - v_purse.o_held, v_ledger;`;

export const DECLARE = `
    declare
      v_purse record;
      v_txn wallet_txn%rowtype;
      v_moved record;
      v_after bigint;
      v_ledger bigint;`;

/** A refusal row of the booking: `why`, with `detail` in ref_txn_id. */
export const refuse = (why: WalletOutcome, kind: string, amount: string, detail = 'null::text') =>
  `return query select ${o(why)}, p_member, '${kind}', p_round, ${amount}, ${detail},
          null::bigint, null::bigint;
        return;`;
