import type { MissionClaim } from '@tessera/contract';
import type { Db } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';
import { issueTicket } from '../draws';
import { creditBonus } from '../wallet';
import { missionsProgress } from './mission-progress';

/** Who claims, where. */
export interface Claimant {
  merchantCode: string;
  timeZone: string;
  memberId: number;
}

/**
 * Claims a completed mission's reward for the current period. The claim row is unique on
 * (mission, member, period start): of two claims at once the second waits on the first's insert
 * and then finds the row (409 MISSION_ALREADY_CLAIMED). Money goes through the ledger in the
 * same transaction (key `mission:claim:<id>`), and a ticket reward is issued with its own key.
 */
export async function claimMission(
  db: Db,
  who: Claimant,
  missionId: number,
  now: Date,
): Promise<MissionClaim> {
  return db.transaction().execute(async (trx) => {
    const mission = await trx
      .selectFrom('mission')
      .selectAll()
      .where('id', '=', missionId)
      .where('merchant_code', '=', who.merchantCode)
      .where('active', '=', true)
      .executeTakeFirst();
    if (!mission) throw new ApiError(404, 'MISSION_NOT_FOUND', 'No such mission');
    const [progress] = await missionsProgress(trx, [mission], who.memberId, who.timeZone, now);
    if (!progress) throw new ApiError(404, 'MISSION_NOT_FOUND', 'No such mission');
    if (progress.status === 'claimed')
      throw new ApiError(409, 'MISSION_ALREADY_CLAIMED', 'Mission already claimed');
    if (progress.status !== 'claimable')
      throw new ApiError(409, 'MISSION_NOT_COMPLETE', 'Mission not complete yet');
    const amount = Number(mission.reward_amount);
    const claim = await trx
      .insertInto('mission_claim')
      .values({
        mission_id: mission.id,
        member_id: who.memberId,
        merchant_code: who.merchantCode,
        period_start: new Date(progress.periodStart),
        points: mission.points,
        amount,
        created_at: now,
      })
      .onConflict((oc) => oc.columns(['mission_id', 'member_id', 'period_start']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!claim) throw new ApiError(409, 'MISSION_ALREADY_CLAIMED', 'Mission already claimed');
    if (amount > 0) await creditBonus(trx, who.memberId, amount, `mission:claim:${claim.id}`);
    let ticketId: number | null = null;
    if (mission.reward_ticket) {
      ticketId = await issueTicket(trx, {
        merchantCode: who.merchantCode,
        memberId: who.memberId,
        kind: mission.reward_ticket,
        source: 'mission',
        sourceKey: `mission:claim:${claim.id}`,
      });
      if (ticketId !== null)
        await trx
          .updateTable('mission_claim')
          .set({ ticket_id: ticketId })
          .where('id', '=', claim.id)
          .execute();
    }
    return { mission: { ...progress, progress: progress.target, status: 'claimed' }, ticketId };
  });
}
