import type { StoredFunction } from '../../../core/db/stored-functions';

/** Bets − wins − refunds of the member since `p_since` (negative: a net win). */
export const memberNetLoss: StoredFunction = {
  signature: 'member_net_loss(bigint, timestamptz)',
  sql: `
    create or replace function member_net_loss(p_member bigint, p_since timestamptz)
    returns bigint language sql stable as $$
      select coalesce(-sum(l.amount), 0)::bigint from ledger_entry l
      where l.member_id = p_member and l.created_at >= p_since
        and l.kind in ('BET', 'WIN', 'REFUND')
    $$`,
};
