import type { StoredFunction } from '../../../core/db/stored-functions';

/**
 * The balance change of a locked wallet and its ledger entry (naming the wallet, with its
 * balance after): the SQL twin of `moveMoney`.
 */
export const walletMove: StoredFunction = {
  signature: 'wallet_move(bigint, text, bigint, text, text)',
  sql: `
    create or replace function wallet_move(
      p_member bigint, p_wallet text, p_delta bigint, p_kind text, p_key text,
      out o_balance bigint, out o_ledger bigint
    ) language plpgsql as $$
    begin
      if p_wallet = 'MAIN' then
        update wallet w set balance = w.balance + p_delta
          where w.member_id = p_member returning w.balance into o_balance;
      else
        update vendor_wallet v set balance = v.balance + p_delta
          where v.member_id = p_member and v.vendor = p_wallet returning v.balance into o_balance;
      end if;
      insert into ledger_entry (member_id, amount, kind, idempotency_key, balance_after, wallet_code)
        values (p_member, p_delta, p_kind, p_key, o_balance, p_wallet)
        returning id into o_ledger;
    end
    $$`,
};
