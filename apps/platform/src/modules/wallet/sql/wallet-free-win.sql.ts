import type { StoredFunction } from '../../../core/db/stored-functions';
import { BOOKING_ROW, DECLARE, LOCK_AND_REPLAY, moveAndRecord, refuse } from './booking-sql';

/** A win without a bet, in a new round settled at once; a round of that id refuses it. */
export const walletFreeWin: StoredFunction = {
  signature: 'wallet_free_win(bigint, text, bigint, text, text, text, bigint, timestamptz)',
  sql: `
    create or replace function wallet_free_win(
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
    $$`,
};
