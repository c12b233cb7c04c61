import type { StoredFunction } from '../../../core/db/stored-functions';

/**
 * Adds `sign` times the rolled-up rows of `root`'s subtree (root included) to every upline of
 * root, in `team_upline_day` and `team_active_gap`: -1 before a move cuts the subtree from its
 * old uplines, +1 after it hangs under the new ones.
 */
export const teamRollupShift: StoredFunction = {
  signature: 'team_rollup_shift(bigint, integer)',
  sql: `create or replace function team_rollup_shift(root bigint, sign integer) returns void
    language plpgsql as $$
    begin
      insert into team_upline_day as u
        (ancestor_id, day, valid_bet, payout, deposits, withdrawals, bonus, joined)
      select up.ancestor_id, d.day, sign * sum(d.valid_bet), sign * sum(d.payout),
        sign * sum(d.deposits), sign * sum(d.withdrawals), sign * sum(d.bonus),
        sign * sum(d.joined)
      from team_path up
      join team_path sub on sub.ancestor_id = root
      join team_member_day d on d.member_id = sub.member_id
      where up.member_id = root and up.depth > 0
      group by up.ancestor_id, d.day
      on conflict (ancestor_id, day) do update set
        valid_bet = u.valid_bet + excluded.valid_bet, payout = u.payout + excluded.payout,
        deposits = u.deposits + excluded.deposits, withdrawals = u.withdrawals + excluded.withdrawals,
        bonus = u.bonus + excluded.bonus, joined = u.joined + excluded.joined;
      insert into team_active_gap as g (ancestor_id, day, prev_day, members)
      select up.ancestor_id, c.day, c.prev_day, sign * count(*)
      from team_path up
      join (
        select d.member_id, d.day,
          coalesce(lag(d.day) over (partition by d.member_id order by d.day), '-infinity') as prev_day
        from team_path sub join team_member_day d on d.member_id = sub.member_id
        where sub.ancestor_id = root and d.bets > 0
      ) c on true
      where up.member_id = root and up.depth > 0
      group by up.ancestor_id, c.day, c.prev_day
      on conflict (ancestor_id, day, prev_day) do update set members = g.members + excluded.members;
    end $$`,
};
