import type { StoredFunction } from '../../../core/db/stored-functions';
import { pamOutcomeSql as o } from '../pam-outcomes';
import { answer, LOCK_AND_REPLAY, PAM_ROW, RECORD_BOOKING } from './pam-sql';

/**
 * A PAM cancel in one call: `wallet_cancel` of the withdraw the reference names. Refuses
 * `cancel-not-found`, `non-withdraw`, and `round-closed` (detail `cancelled`) for a withdraw
 * cancelled before; looks for a replay after locking the member's main wallet.
 */
export const pamCancel: StoredFunction = {
  signature: 'pam_cancel(jsonb, text, text, text, timestamptz)',
  sql: `
    create or replace function pam_cancel(
      p_txn jsonb, p_session text, p_wallet text, p_target_type text, p_at timestamptz
    ) ${PAM_ROW}
      v_ref text := p_txn->>'bet_ref';
      v_target record;
    begin${LOCK_AND_REPLAY}
      -- The withdraws the reference names: by their providerBetRef or providerTransactionId.
      perform 1 from pam_txn p join wallet_txn w on w.txn_id = p.txn_id
        where p.vendor = v_vendor and p.member_id = v_member
          and (p.bet_ref = v_ref or p.provider_txn_id = v_ref);
      if not found then
        ${answer(o('cancel-not-found'))}
      end if;
      select p.txn_id, w.round_ref into v_target from pam_txn p
        join wallet_txn w on w.txn_id = p.txn_id
        where p.vendor = v_vendor and p.member_id = v_member
          and (p.bet_ref = v_ref or p.provider_txn_id = v_ref) and p.txn_type = p_target_type
        order by p.created_at limit 1;
      if not found then
        ${answer(o('non-withdraw'))}
      end if;
      -- Any cancel of the withdraw counts, a zero-cash one's (which refunded nothing) too.
      perform 1 from wallet_txn t where t.kind = 'CANCEL' and t.ref_txn_id = v_target.txn_id;
      if found then
        ${answer(o('round-closed'), `'cancelled'::text`)}
      end if;
      select * into d from wallet_cancel(v_member, p_wallet, p_txn->>'txn_id',
        v_target.round_ref, v_target.txn_id, p_at);${RECORD_BOOKING}
    end
    $$`,
};
