import type { PlaySession } from '@tessera/contract';
import { sql } from 'kysely';
import type { Db } from '../../core/db/database';
import { audit, type Actor } from './audit';
import { sessionRows } from '../accounts';
import './protection-tables';

/** The member's reality-check interval in minutes (null: off). */
export async function realityCheckMinutes(db: Db, memberId: number): Promise<number | null> {
  const row = await db
    .selectFrom('protection_setting')
    .select('reality_check_minutes')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row?.reality_check_minutes ?? null;
}

/** Sets the interval (a reminder, not a limit: it applies at once either way) and audits it. */
export function setRealityCheck(
  db: Db,
  memberId: number,
  minutes: number | null,
  actor: Actor,
  now: Date,
): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('protection_setting')
      .select('reality_check_minutes')
      .where('member_id', '=', memberId)
      .forUpdate()
      .executeTakeFirst();
    await trx
      .insertInto('protection_setting')
      .values({ member_id: memberId, reality_check_minutes: minutes, updated_at: now })
      .onConflict((oc) =>
        oc.column('member_id').doUpdateSet({ reality_check_minutes: minutes, updated_at: now }),
      )
      .execute();
    const from = before?.reality_check_minutes ?? null;
    await audit(trx, memberId, actor, 'reality_check', { from, to: minutes }, now);
    return minutes;
  });
}

/**
 * What the reality check shows: time since this session's sign-in and the net result of play
 * since then (wins − bets, by `member_net_loss`, `sql/member-net-loss.sql.ts`).
 */
export async function playSession(
  db: Db,
  memberId: number,
  sessionId: number,
  now: Date,
): Promise<PlaySession> {
  const session = await db
    .selectFrom(sessionRows(db).as('session'))
    .select('created_at')
    .where('id', '=', sessionId)
    .executeTakeFirstOrThrow();
  const signedInAt = new Date(session.created_at);
  const { rows } = await sql<{
    loss: string | number;
  }>`select member_net_loss(${memberId}, ${signedInAt}) as loss`.execute(db);
  return {
    signedInAt: signedInAt.toISOString(),
    elapsedSeconds: Math.max(0, Math.floor((now.getTime() - signedInAt.getTime()) / 1000)),
    netResult: -Number(rows[0]?.loss ?? 0),
    realityCheckMinutes: await realityCheckMinutes(db, memberId),
  };
}
