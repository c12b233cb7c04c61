import { sql, type Kysely } from 'kysely';

/**
 * The team reports' per-upline rollup (issue 11): what `team_member_day` holds per member, summed
 * per (upline, day) for every upline at any depth, so a report of a 100,000-member team reads
 * one row per day instead of one per member and day.
 *
 * - `team_upline_day`: the figures of everyone under the upline, per merchant-local day.
 * - `team_active_gap`: the team's active days (a member's day with bets) counted per (upline, day,
 *   the member's previous active day). "Active members over a range" is a count of distinct
 *   members, which day sums cannot give; but a member is active in [from, to] exactly when it has
 *   an active day in the range whose previous active day lies before `from`, so the count is
 *   `sum(members) where day between from and to and prev_day < from`: a few hundred rows.
 *   `-infinity` stands for "no earlier active day".
 *
 * The rollup sweep keeps both in the transaction that adds to `team_member_day`; moving a member
 * (and its subtree) to another upline moves its rows from the old uplines to the new ones, in the
 * tree's own trigger, under the rollup's lock so a sweep never sees half of it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table team_upline_day (
    ancestor_id bigint not null references member (id) on delete cascade,
    day date not null,
    valid_bet bigint not null default 0,
    payout bigint not null default 0,
    deposits bigint not null default 0,
    withdrawals bigint not null default 0,
    bonus bigint not null default 0,
    joined integer not null default 0,
    primary key (ancestor_id, day)
  )`.execute(db);
  // Direct downlines (depth 1) and team sizes read this index alone, not a 100,000-row range.
  await sql`create index team_path_depth_idx on team_path (ancestor_id, depth)`.execute(db);
  await sql`create table team_active_gap (
    ancestor_id bigint not null references member (id) on delete cascade,
    day date not null,
    prev_day date not null,
    members integer not null,
    primary key (ancestor_id, day, prev_day)
  )`.execute(db);

  // Adds `sign` times the rolled-up rows of `root`'s subtree (root included) to every upline of
  // root: -1 before a move cuts the subtree from its old uplines, +1 after it hangs under the new.
  await sql`create function team_rollup_shift(root bigint, sign integer) returns void
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
    end $$`.execute(db);

  await sql`create or replace function team_path_on_move() returns trigger language plpgsql as $$
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
    end $$`.execute(db);

  // What the sweep already rolled up, for every upline.
  await sql`insert into team_upline_day
      (ancestor_id, day, valid_bet, payout, deposits, withdrawals, bonus, joined)
    select t.ancestor_id, d.day, sum(d.valid_bet), sum(d.payout), sum(d.deposits),
      sum(d.withdrawals), sum(d.bonus), sum(d.joined)
    from team_member_day d join team_path t on t.member_id = d.member_id and t.depth > 0
    group by t.ancestor_id, d.day`.execute(db);
  await sql`insert into team_active_gap (ancestor_id, day, prev_day, members)
    select t.ancestor_id, c.day, c.prev_day, count(*)
    from (
      select member_id, day,
        coalesce(lag(day) over (partition by member_id order by day), '-infinity') as prev_day
      from team_member_day where bets > 0
    ) c join team_path t on t.member_id = c.member_id and t.depth > 0
    group by t.ancestor_id, c.day, c.prev_day`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create or replace function team_path_on_move() returns trigger language plpgsql as $$
    begin
      if new.parent_id is not distinct from old.parent_id then return null; end if;
      if new.parent_id is not null and exists (
        select 1 from team_path where ancestor_id = new.id and member_id = new.parent_id
      ) then
        raise exception 'member % cannot be placed under its own downline %', new.id, new.parent_id
          using errcode = '23514';
      end if;
      delete from team_path t using team_path up, team_path sub
        where up.member_id = new.id and up.depth > 0 and sub.ancestor_id = new.id
          and t.ancestor_id = up.ancestor_id and t.member_id = sub.member_id;
      insert into team_path (ancestor_id, member_id, depth)
        select up.ancestor_id, sub.member_id, up.depth + sub.depth + 1
        from team_path up cross join team_path sub
        where up.member_id = new.parent_id and sub.ancestor_id = new.id;
      return null;
    end $$`.execute(db);
  await sql`drop function team_rollup_shift(bigint, integer)`.execute(db);
  await sql`drop table team_active_gap`.execute(db);
  await sql`drop index team_path_depth_idx`.execute(db);
  await sql`drop table team_upline_day`.execute(db);
}
