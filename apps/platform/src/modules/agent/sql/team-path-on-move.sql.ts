import type { StoredFunction } from '../../../core/db/stored-functions';

/**
 * The trigger that moves a member (and its whole subtree) to another upline: refuses a move
 * under its own downline, takes the subtree's rolled-up figures from the old uplines, rewires
 * `team_path` and gives the figures to the new uplines, under the rollup's lock so that a sweep
 * never sees half of it. The trigger on `member` that runs it is in migration 0026.
 */
export const teamPathOnMove: StoredFunction = {
  signature: 'team_path_on_move()',
  sql: `create or replace function team_path_on_move() returns trigger language plpgsql as $$
    begin
      if new.parent_id is not distinct from old.parent_id then return null; end if;
      if new.parent_id is not null and exists (
        select 1 from team_path where ancestor_id = new.id and member_id = new.parent_id
      ) then
        raise exception 'member % cannot be placed under its own downline %', new.id, new.parent_id
          using errcode = '23514';
      end if;
      -- The rollup's lock: a sweep adds to the uplines it reads from team_path, so none may run
      -- between taking the subtree's rows from the old uplines and giving them to the new ones.
      perform 1 from team_rollup_mark where source = 'ledger' for update;
      perform team_rollup_shift(new.id, -1);
      -- Cut the subtree from every old upline, then hang it under each new one.
      delete from team_path t using team_path up, team_path sub
        where up.member_id = new.id and up.depth > 0 and sub.ancestor_id = new.id
          and t.ancestor_id = up.ancestor_id and t.member_id = sub.member_id;
      insert into team_path (ancestor_id, member_id, depth)
        select up.ancestor_id, sub.member_id, up.depth + sub.depth + 1
        from team_path up cross join team_path sub
        where up.member_id = new.parent_id and sub.ancestor_id = new.id;
      perform team_rollup_shift(new.id, 1);
      return null;
    end $$`,
};
