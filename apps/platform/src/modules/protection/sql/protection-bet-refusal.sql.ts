import type { StoredFunction } from '../../../core/db/stored-functions';

/**
 * The rules a bet must pass, asked by `wallet_debit` after it locks the member's main wallet
 * (so the check and the debit are one atomic step) and by a bet of no cash: null, or the
 * refusal as JSON (`SELF_EXCLUDED` / `TIMED_OUT` with `until`; `LOSS_LIMIT_EXCEEDED` with
 * period, limit, remaining). A limit in force is `amount`, or `pending_amount` once
 * `pending_from` passed: the read side of `limitAt` (libs/domain), which the app uses for
 * everything else.
 */
export const protectionBetRefusal: StoredFunction = {
  signature: 'protection_bet_refusal(bigint, text, bigint, timestamptz)',
  sql: `
    create or replace function protection_bet_refusal(
      p_member bigint, p_merchant text, p_amount bigint, p_at timestamptz
    ) returns text language plpgsql as $$
    declare
      v_block record;
      v_limit record;
      v_zone text;
      v_loss bigint;
    begin
      select * into v_block from protection_block_of(p_member, p_at);
      if found then
        return json_build_object(
          'code', case v_block.kind when 'self_exclusion' then 'SELF_EXCLUDED' else 'TIMED_OUT' end,
          'until', v_block.ends_at)::text;
      end if;
      select time_zone into v_zone from merchant where code = p_merchant;
      for v_limit in
        select period,
          case when pending_from is not null and pending_from <= p_at
            then pending_amount else amount end as in_force
        from loss_limit where member_id = p_member
        order by case period when 'daily' then 1 when 'weekly' then 2 else 3 end
      loop
        continue when v_limit.in_force is null;
        v_loss := member_net_loss(p_member, date_trunc(
          case v_limit.period when 'daily' then 'day' when 'weekly' then 'week' else 'month' end,
          p_at at time zone v_zone) at time zone v_zone);
        if v_loss + p_amount > v_limit.in_force then
          return json_build_object('code', 'LOSS_LIMIT_EXCEEDED', 'period', v_limit.period,
            'limit', v_limit.in_force, 'remaining', greatest(0, v_limit.in_force - v_loss))::text;
        end if;
      end loop;
      return null;
    end
    $$`,
};
