import type { StoredFunction } from '../../../core/db/stored-functions';

/**
 * Locks the member's main wallet, then (for a vendor wallet, created at 0 when missing) that
 * row: the lock order of `lockWallets`. Answers the balance and `held` (the part promised to
 * withdrawals; 0 on a vendor wallet).
 */
export const walletLockPurse: StoredFunction = {
  signature: 'wallet_lock_purse(bigint, text)',
  sql: `
    create or replace function wallet_lock_purse(
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
    $$`,
};
