import type { ContractHistory, ContractList } from '@tessera/contract';
import type { Db } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';
import { memberRows } from '../accounts';
import { contractRows, contractView, enabledKinds } from './contract-store';

/** How many contracts each side of the list shows (newest first). */
const LIST_LIMIT = 200;

/** The contracts an agent holds and those it gave its downlines. */
export async function contractList(
  db: Db,
  memberId: number,
  merchantCode: string,
): Promise<ContractList> {
  const [kinds, held, given] = await Promise.all([
    enabledKinds(db, merchantCode),
    contractRows(db)
      .where('c.holder_id', '=', memberId)
      .orderBy('c.id', 'desc')
      .limit(LIST_LIMIT)
      .execute(),
    contractRows(db)
      .where('c.offerer_id', '=', memberId)
      .orderBy('c.id', 'desc')
      .limit(LIST_LIMIT)
      .execute(),
  ]);
  return { enabledKinds: kinds, held: held.map(contractView), given: given.map(contractView) };
}

/**
 * A contract and every state change, oldest first: for the caller's own contracts and those
 * anywhere in its team (the holder in its subtree); any other id is a 404.
 */
export async function contractHistory(
  db: Db,
  memberId: number,
  contractId: number,
): Promise<ContractHistory> {
  const row = await contractRows(db)
    .where('c.id', '=', contractId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('team_path')
          .select('depth')
          .whereRef('team_path.member_id', '=', 'c.holder_id')
          .where('team_path.ancestor_id', '=', memberId),
      ),
    )
    .executeTakeFirst();
  if (!row) throw new ApiError(404, 'CONTRACT_NOT_FOUND', 'No such contract');
  const events = await db
    .selectFrom('agent_contract_event as e')
    .leftJoin(memberRows(db).as('m'), 'm.id', 'e.actor_id')
    .select(['e.action', 'e.actor', 'm.account', 'e.created_at'])
    .where('e.contract_id', '=', contractId)
    .orderBy('e.id')
    .execute();
  return {
    contract: contractView(row),
    events: events.map((event) => ({
      action: event.action,
      actor: event.actor,
      account: event.account,
      time: new Date(event.created_at).toISOString(),
    })),
  };
}
