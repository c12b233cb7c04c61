import { sql, type Kysely } from 'kysely';

/**
 * The team tree (issue 11): a closure table with one row per (ancestor, member) pair, the member
 * itself included at depth 0, so "everyone under agent X" is one index range scan at any depth
 * and "X's uplines" one scan of the member index. Triggers on `member` keep it in the same
 * transaction as the insert (registration, registerCenter, seeds, tests that insert rows) and
 * as a change of upline, which moves the whole subtree; a change that would make a member its
 * own upline is refused. Existing members are filled in from `parent_id`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table team_path (
    ancestor_id bigint not null references member (id) on delete cascade,
    member_id bigint not null references member (id) on delete cascade,
    depth integer not null check (depth >= 0),
    primary key (ancestor_id, member_id)
  )`.execute(db);
  await sql`create index team_path_member_idx on team_path (member_id, depth)`.execute(db);

  await sql`create function team_path_on_insert() returns trigger language plpgsql as $$
    begin
      insert into team_path (ancestor_id, member_id, depth)
        select ancestor_id, new.id, depth + 1 from team_path where member_id = new.parent_id
        union all select new.id, new.id, 0;
      return null;
    end $$`.execute(db);
  await sql`create trigger member_team_path_insert after insert on member
    for each row execute function team_path_on_insert()`.execute(db);

  await sql`create function team_path_on_move() returns trigger language plpgsql as $$
    begin
      if new.parent_id is not distinct from old.parent_id then return null; end if;
      if new.parent_id is not null and exists (
        select 1 from team_path where ancestor_id = new.id and member_id = new.parent_id
      ) then
        raise exception 'member % cannot be placed under its own downline %', new.id, new.parent_id
          using errcode = '23514';
      end if;
      -- Cut the subtree from every old upline, then hang it under each new one.
      delete from team_path t using team_path up, team_path sub
        where up.member_id = new.id and up.depth > 0 and sub.ancestor_id = new.id
          and t.ancestor_id = up.ancestor_id and t.member_id = sub.member_id;
      insert into team_path (ancestor_id, member_id, depth)
        select up.ancestor_id, sub.member_id, up.depth + sub.depth + 1
        from team_path up cross join team_path sub
        where up.member_id = new.parent_id and sub.ancestor_id = new.id;
      return null;
    end $$`.execute(db);
  await sql`create trigger member_team_path_move after update of parent_id on member
    for each row execute function team_path_on_move()`.execute(db);

  await sql`insert into team_path (ancestor_id, member_id, depth)
    with recursive up (member_id, ancestor_id, depth, next_id) as (
      select id, id, 0, parent_id from member
      union all
      select up.member_id, m.id, up.depth + 1, m.parent_id
      from up join member m on m.id = up.next_id
    )
    select ancestor_id, member_id, depth from up`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger member_team_path_move on member`.execute(db);
  await sql`drop trigger member_team_path_insert on member`.execute(db);
  await sql`drop function team_path_on_move()`.execute(db);
  await sql`drop function team_path_on_insert()`.execute(db);
  await sql`drop table team_path`.execute(db);
}
