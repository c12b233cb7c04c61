import { isAgentType } from '@tessera/domain';
import type { MemberStatus, TeamLevel, TeamMember, TeamMembersPage } from '@tessera/contract';
import { sql } from 'kysely';
import type { Db } from '../../core/db/database';
import { memberRows, resetToDefaultPassword, sessionRows, setMemberLocked } from '../accounts';
import { walletRows } from '../wallet';
import { localTime, teamMemberById } from './team-scope';

/** What the team list is filtered and paged by. */
export interface TeamListQuery {
  account?: string | undefined;
  level: TeamLevel;
  status?: MemberStatus | undefined;
  cursor: number | null;
  limit: number;
}

/**
 * The caller's team, newest member first (keyset on the member id), with each member's level,
 * direct upline, status, main balance, registration and last sign-in; `total` counts every
 * match, not just the page.
 */
export async function teamMembers(
  db: Db,
  agentId: number,
  timeZone: string,
  query: TeamListQuery,
): Promise<TeamMembersPage> {
  const filtered = () => {
    let q = db
      .selectFrom('team_path')
      .innerJoin(memberRows(db).as('member'), 'member.id', 'team_path.member_id')
      .where('team_path.ancestor_id', '=', agentId)
      .where(
        'team_path.depth',
        query.level === 'direct' ? '=' : '>',
        query.level === 'direct' ? 1 : 0,
      );
    if (query.account) q = q.where('member.account', '=', query.account.trim().toLowerCase());
    if (query.status === 'locked') q = q.where('member.locked_at', 'is not', null);
    if (query.status === 'active') q = q.where('member.locked_at', 'is', null);
    return q;
  };
  let page = filtered()
    .innerJoin(walletRows(db).as('wallet'), 'wallet.member_id', 'member.id')
    .innerJoin(memberRows(db).as('upline'), 'upline.id', 'member.parent_id')
    .select([
      'member.id',
      'member.account',
      'member.nickname',
      'member.type',
      'member.locked_at',
      'team_path.depth',
      'upline.account as upline',
      'wallet.balance',
    ])
    .select(localTime('member.created_at', timeZone).as('registered'))
    .select(
      sql<string | null>`(select to_char(max(s.created_at) at time zone ${timeZone},
        'YYYY-MM-DD HH24:MI:SS') from ${sessionRows(db)} s where s.member_id = member.id)`.as(
        'last_login',
      ),
    )
    .orderBy('member.id', 'desc')
    .limit(query.limit + 1);
  if (query.cursor !== null) page = page.where('member.id', '<', query.cursor);
  const [rows, count] = await Promise.all([
    page.execute(),
    filtered()
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  const shown = rows.slice(0, query.limit);
  return {
    list: shown.map((row): TeamMember => ({
      id: Number(row.id),
      account: row.account,
      nickname: row.nickname,
      level: row.depth,
      upline: row.upline,
      isAgent: isAgentType(row.type),
      status: row.locked_at === null ? 'active' : 'locked',
      balance: Number(row.balance),
      registered: row.registered,
      lastLogin: row.last_login,
    })),
    nextCursor: rows.length > query.limit ? String(shown.at(-1)?.id) : null,
    total: Number(count.total),
  };
}

/** One member of the team by id, as the list shows it (after a change). */
export async function teamMemberView(
  db: Db,
  agentId: number,
  timeZone: string,
  memberId: number,
): Promise<TeamMember> {
  const member = await teamMemberById(db, agentId, memberId);
  const page = await teamMembers(db, agentId, timeZone, {
    account: member.account,
    level: 'all',
    cursor: null,
    limit: 1,
  });
  const found = page.list[0];
  if (!found) throw new Error(`Team member ${memberId} vanished`);
  return found;
}

/**
 * Locks a team member (sign-in refused with ACCOUNT_LOCKED; every session ends now) or unlocks
 * it. Only inside the caller's team; locking twice keeps the first time.
 */
export async function lockTeamMember(
  db: Db,
  agentId: number,
  memberId: number,
  locked: boolean,
  now: Date,
): Promise<void> {
  const member = await teamMemberById(db, agentId, memberId);
  await setMemberLocked(db, member.id, locked, now);
}

/**
 * Sets a team member's password back to the merchant's default downline password: their next
 * sign-in with it must change it (as a default-password sign-in always does). Sessions end.
 */
export async function resetTeamPassword(
  db: Db,
  agentId: number,
  merchantCode: string,
  memberId: number,
  now: Date,
): Promise<{ account: string }> {
  const member = await teamMemberById(db, agentId, memberId);
  await resetToDefaultPassword(db, merchantCode, member.id, now);
  return { account: member.account };
}
