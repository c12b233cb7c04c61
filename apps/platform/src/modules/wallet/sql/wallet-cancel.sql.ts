import type { StoredFunction } from '../../../core/db/stored-functions';
import { BOOKING_ROW, DECLARE, LOCK_AND_REPLAY, moveAndRecord, refuse } from './booking-sql';

/**
 * A vendor's cancel: refunds debit `p_ref` once; an unknown debit is recorded and refunds
 * nothing; a settled round cannot be cancelled (`round-closed`); a round left with no stake is
 * cancelled. A txn that is not a bet of this member's round answers `not-a-bet`.
 */
export const walletCancel: StoredFunction = {
  signature: 'wallet_cancel(bigint, text, text, text, text, timestamptz)',
  sql: `
    create or replace function wallet_cancel(
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
    $$`,
};
