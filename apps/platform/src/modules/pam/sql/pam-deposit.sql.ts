import type { StoredFunction } from '../../../core/db/stored-functions';
import { pamOutcomeSql as o } from '../pam-outcomes';
import { answer, LOCK_AND_REPLAY, PAM_ROW, RECORD_BOOKING } from './pam-sql';

/**
 * A PAM deposit (a win) in one call: `wallet_credit` on the player's open round, or
 * `wallet_free_win` (`p_free`) in a new round. Refuses `no-round`, `not-found` and
 * `round-closed` (detail: the round's status); looks for a replay after locking the member's
 * main wallet, so every check holds until the booking commits.
 */
export const pamDeposit: StoredFunction = {
  signature: 'pam_deposit(jsonb, text, text, bigint, text, text, boolean, boolean, timestamptz)',
  sql: `
    create or replace function pam_deposit(
      p_txn jsonb, p_session text, p_merchant text, p_node bigint, p_wallet text, p_round text,
      p_ends boolean, p_free boolean, p_at timestamptz
    ) ${PAM_ROW}
      v_round record;
    begin${LOCK_AND_REPLAY}
      if p_round is null then
        ${answer(o('no-round'))}
      end if;
      select r.member_id, r.status into v_round from game_round r where r.round_ref = p_round;
      if not found and p_free then
        select * into d from wallet_free_win(v_member, p_merchant, p_node, p_wallet,
          p_txn->>'txn_id', p_round, (p_txn->>'cash_minor')::bigint, p_at);
      else
        if not found or v_round.member_id <> v_member then
          ${answer(o('not-found'))}
        end if;
        if v_round.status <> 'open' then
          ${answer(o('round-closed'), 'v_round.status::text')}
        end if;
        select * into d from wallet_credit(v_member, p_wallet, p_txn->>'txn_id', p_round,
          (p_txn->>'cash_minor')::bigint, p_ends, p_at);
      end if;${RECORD_BOOKING}
    end
    $$`,
};
