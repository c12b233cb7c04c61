import type { StoredFunction } from '../../../core/db/stored-functions';
import { pamOutcomeSql as o } from '../pam-outcomes';
import { CHECK_SESSION, FIND_STORED, PAM_ROW, RECORD_BOOKING, REPLAY_STORED } from './pam-sql';

/**
 * A PAM withdraw (a bet) in one call: `wallet_debit` with the PAM rules around it. A provider id
 * seen before answers `replay` with its stored row (the app compares it); the withdraw looks
 * before the lock (`wallet_debit` locks) and again after a wallet `replay`, since a racing
 * retry of the id has then committed both rows.
 */
export const pamWithdraw: StoredFunction = {
  signature: 'pam_withdraw(jsonb, text, text, bigint, text, text, timestamptz)',
  sql: `
    create or replace function pam_withdraw(
      p_txn jsonb, p_session text, p_merchant text, p_node bigint, p_wallet text, p_round text,
      p_at timestamptz
    ) ${PAM_ROW}
    begin${CHECK_SESSION}${FIND_STORED}
      ${REPLAY_STORED}
      select * into d from wallet_debit(v_member, p_merchant, p_node, p_wallet,
        p_txn->>'txn_id', p_round, (p_txn->>'cash_minor')::bigint, p_at);
      if d.outcome = ${o('replay')} then${FIND_STORED}
        ${REPLAY_STORED}
      end if;${RECORD_BOOKING}
    end
    $$`,
};
