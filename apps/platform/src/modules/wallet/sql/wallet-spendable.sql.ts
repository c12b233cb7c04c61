import type { StoredFunction } from '../../../core/db/stored-functions';

/**
 * The spendable balance of a member's wallet: main is balance − held, a vendor wallet its
 * balance (0 when it has none yet). PL/pgSQL, not SQL: a SQL function that is not inlined is
 * planned anew on every call, which cost more than the lookup itself.
 */
export const walletSpendable: StoredFunction = {
  signature: 'wallet_spendable(bigint, text)',
  sql: `
    create or replace function wallet_spendable(p_member bigint, p_wallet text)
    returns bigint language plpgsql stable as $$
    declare
      v_balance bigint;
    begin
      if p_wallet = 'MAIN' then
        select w.balance - w.held into v_balance from wallet w where w.member_id = p_member;
        return v_balance;
      end if;
      select v.balance into v_balance from vendor_wallet v
        where v.member_id = p_member and v.vendor = p_wallet;
      return coalesce(v_balance, 0);
    end
    $$`,
};
