import type { PamGameRound } from '@tessera/contract';
import type { Db } from '../../core/db/database';
import { PamRefusal } from './pam-reply';
import { walletRoundId } from './pam-txn-store';
import { gameRoundRows } from '../wallet';
import { gameRows } from '../games';

/** A round of this player at this vendor as the document shows it, or PAM_ERR_ROUND_NOT_FOUND. */
export async function gameRoundOf(
  db: Db,
  vendor: string,
  memberId: number,
  providerRoundId: string,
): Promise<PamGameRound> {
  const round = await db
    .selectFrom(gameRoundRows(db).as('r'))
    .innerJoin(gameRows(db).as('g'), 'g.node_id', 'r.node_id')
    .select(['g.game_code', 'r.opened_at', 'r.settled_at', 'r.status'])
    .where('r.round_ref', '=', walletRoundId(vendor, providerRoundId))
    .where('r.member_id', '=', memberId)
    .executeTakeFirst();
  if (!round) throw new PamRefusal('PAM_ERR_ROUND_NOT_FOUND', 'No such game round');
  return {
    providerGameId: round.game_code,
    providerRoundId,
    startTime: new Date(round.opened_at).toISOString(),
    ...(round.status !== 'open' && round.settled_at
      ? { endTime: new Date(round.settled_at).toISOString() }
      : {}),
  };
}
