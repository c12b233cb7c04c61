import type { StoredFunction } from '../../../core/db/stored-functions';
import { BOOKING_ROW, DECLARE, LOCK_AND_REPLAY, moveAndRecord, refuse } from './booking-sql';

/**
 * A vendor's win: settles the member's open round that holds a bet (a round with nothing staked
 * only when it holds a bet of no cash); `p_ends` false pays and keeps the round open. Refuses
 * `unknown-round`, `round-closed` (the status in `ref_txn_id`) or `no-bet`.
 */
export const walletCredit: StoredFunction = {
  signature: 'wallet_credit(bigint, text, text, text, bigint, boolean, timestamptz)',
  sql: `
    create or replace function wallet_credit(
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
    $$`,
};
