import type { StoredFunction } from '../../../core/db/stored-functions';

/**
 * The trigger that puts a new member in the team tree (`team_path`, a closure table): a row
 * under each of its parent's ancestors, one deeper, and itself at depth 0. The trigger on
 * `member` that runs it is in migration 0026.
 */
export const teamPathOnInsert: StoredFunction = {
  signature: 'team_path_on_insert()',
  sql: `create or replace function team_path_on_insert() returns trigger language plpgsql as $$
    begin
      insert into team_path (ancestor_id, member_id, depth)
        select ancestor_id, new.id, depth + 1 from team_path where member_id = new.parent_id
        union all select new.id, new.id, 0;
      return null;
    end $$`,
};
