import type {
  AgentContract,
  ContractKind,
  ContractOffer,
  ContractProcessRequest,
} from '@tessera/contract';
import { isAgentType, maxRate, tiersProblem, withinCeiling } from '@tessera/domain';
import type { Transaction } from 'kysely';
import type { Database, Db } from '../../core/db/database';
import { lockMembers, memberRows } from '../accounts';
import { sendEventMessage } from '../messages';
import { ApiError } from '../../core/http/api-error';
import {
  addEvent,
  contractInForce,
  contractRows,
  contractView,
  enabledKinds,
  givenAbove,
  parseTiers,
  type ContractRow,
} from './contract-store';

/** Who offers: an agent (its member id) or the house (null: a top agent's contract). */
export interface Offerer {
  merchantCode: string;
  memberId: number | null;
}

const notFound = () => new ApiError(404, 'CONTRACT_NOT_FOUND', 'No such contract');
const stateConflict = (status: string) =>
  new ApiError(409, 'CONTRACT_STATE_CONFLICT', `The contract is ${status}`);
const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';

/**
 * Offers a contract. An agent offers only to a direct downline agent (someone outside its team
 * is a 404, so accounts cannot be probed; a member of the team who is not a direct downline
 * agent is 409 CONTRACT_HOLDER_INVALID); the house only to a top agent (no agent upline). The
 * rate may not exceed the offerer's own in-force contract of the kind (none: nothing to share).
 * Both members are locked first, so this check and the acceptance's run one at a time.
 */
export async function offerContract(
  db: Db,
  offerer: Offerer,
  offer: ContractOffer,
  now: Date,
): Promise<AgentContract> {
  if (!(await enabledKinds(db, offerer.merchantCode)).includes(offer.kind))
    throw new ApiError(403, 'FEATURE_DISABLED', 'This contract kind is switched off');
  if (tiersProblem(offer.kind, offer.tiers))
    throw new ApiError(400, 'CONTRACT_TIERS_INVALID', 'Tiers must rise');
  const holder = await db
    .selectFrom(memberRows(db).as('m'))
    .leftJoin(memberRows(db).as('p'), 'p.id', 'm.parent_id')
    .select(['m.id', 'm.type', 'm.parent_id', 'p.type as parent_type'])
    .where('m.merchant_code', '=', offerer.merchantCode)
    .where('m.account', '=', offer.account)
    .$if(offerer.memberId !== null, (query) =>
      query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('team_path')
            .select('depth')
            .whereRef('team_path.member_id', '=', 'm.id')
            .where('team_path.ancestor_id', '=', offerer.memberId!)
            .where('team_path.depth', '>=', 1),
        ),
      ),
    )
    .executeTakeFirst();
  if (!holder) throw new ApiError(404, 'ACCOUNT_NOT_FOUND', 'No such member in your team');
  const holderId = Number(holder.id);
  const eligible =
    isAgentType(holder.type) &&
    (offerer.memberId === null
      ? holder.parent_type === null || !isAgentType(holder.parent_type)
      : Number(holder.parent_id) === offerer.memberId);
  if (!eligible) throw new ApiError(409, 'CONTRACT_HOLDER_INVALID', 'Not a direct downline agent');

  const id = await db.transaction().execute(async (trx) => {
    await lockMembers(trx, offerer.memberId === null ? [holderId] : [offerer.memberId, holderId]);
    const own =
      offerer.memberId === null
        ? 'house'
        : await contractInForce(trx, offerer.memberId, offer.kind).then((row) =>
            row ? parseTiers(row.tiers) : null,
          );
    if (!withinCeiling(offer.tiers, own))
      throw new ApiError(409, 'CONTRACT_RATE_ABOVE_UPLINE', 'Rate above your own');
    const row = await trx
      .insertInto('agent_contract')
      .values({
        merchant_code: offerer.merchantCode,
        kind: offer.kind,
        // Salaries settle by their kind's cadence; their period is shown as D.
        period: offer.kind === 'DIVIDEND' ? offer.period : 'D',
        holder_id: holderId,
        offerer_id: offerer.memberId,
        tiers: JSON.stringify(offer.tiers),
        max_rate: maxRate(offer.tiers),
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
      .catch((error: unknown) => {
        if (isUniqueViolation(error))
          throw new ApiError(409, 'CONTRACT_EXISTS', 'A contract of this kind is live');
        throw error;
      });
    const actor = offerer.memberId === null ? 'house' : 'offerer';
    await addEvent(trx, Number(row.id), 'offered', actor, offerer.memberId, now);
    // The holder hears of the offer in their messages, with the offer itself.
    await sendEventMessage(trx, {
      memberId: holderId,
      template: 'contractOffered',
      params: { kind: offer.kind, contractId: String(row.id) },
      key: `contract:${row.id}:offered`,
      at: now,
    });
    return Number(row.id);
  });
  return contractView(await contractRows(db).where('c.id', '=', id).executeTakeFirstOrThrow());
}

/**
 * One processing call of a holder or an offerer on a contract of `kind` (the relay path names
 * the kind; a contract of another kind, or one the caller is no party to, is a 404).
 */
export async function processContract(
  db: Db,
  memberId: number,
  merchantCode: string,
  kind: ContractKind,
  { contractId, action, confirm = false }: ContractProcessRequest,
  now: Date,
): Promise<AgentContract> {
  const found = await contractRows(db)
    .where('c.id', '=', contractId)
    .where('c.kind', '=', kind)
    .where('c.merchant_code', '=', merchantCode)
    .where((eb) => eb.or([eb('c.holder_id', '=', memberId), eb('c.offerer_id', '=', memberId)]))
    .executeTakeFirst();
  if (!found) throw notFound();
  const side = Number(found.holder_id) === memberId ? 'holder' : 'offerer';
  const parties = [
    Number(found.holder_id),
    ...(found.offerer_id ? [Number(found.offerer_id)] : []),
  ];

  await db.transaction().execute(async (trx) => {
    await lockMembers(trx, parties);
    const contract = await contractRows(trx)
      .where('c.id', '=', contractId)
      .forUpdate('c')
      .executeTakeFirstOrThrow();
    if (action === 'accept' || action === 'reject') {
      if (side !== 'holder') throw new ApiError(403, 'FORBIDDEN', 'Only the holder answers');
      if (contract.status !== 'offered') throw stateConflict(contract.status);
      if (action === 'reject') {
        await trx
          .updateTable('agent_contract')
          .set({ status: 'rejected', answered_at: now, ended_at: now })
          .where('id', '=', contractId)
          .execute();
        await addEvent(trx, contractId, 'rejected', 'holder', memberId, now);
        return;
      }
      await accept(trx, contract, memberId, confirm, now);
      return;
    }
    if (action === 'requestTermination') {
      if (contract.status !== 'active') throw stateConflict(contract.status);
      await trx
        .updateTable('agent_contract')
        .set({ status: 'terminating', termination_requested_by: side })
        .where('id', '=', contractId)
        .execute();
      await addEvent(trx, contractId, 'termination_requested', side, memberId, now);
      return;
    }
    // confirmTermination: by the side that did not ask (a house contract: the operator).
    if (contract.status !== 'terminating' || contract.termination_requested_by === side)
      throw stateConflict(contract.status);
    await terminate(trx, [contractId], now);
    await addEvent(trx, contractId, 'terminated', side, memberId, now);
  });
  return contractView(
    await contractRows(db).where('c.id', '=', contractId).executeTakeFirstOrThrow(),
  );
}

type Trx = Transaction<Database>;

/**
 * Accepts an offer (inside the caller's transaction, the parties locked). The rate ceiling is
 * checked again: the offerer's own contract may have changed since the offer. Accepting a rate
 * under contracts the holder gave its downlines (of the same kind) answers 409
 * CONTRACT_LOWER_RATE with them unless `confirm`; confirmed, they are terminated in the same
 * transaction.
 */
async function accept(
  trx: Trx,
  contract: ContractRow,
  holderId: number,
  confirm: boolean,
  now: Date,
): Promise<void> {
  const tiers = parseTiers(contract.tiers);
  if (contract.offerer_id !== null) {
    const own = await contractInForce(trx, Number(contract.offerer_id), contract.kind);
    if (!withinCeiling(tiers, own ? parseTiers(own.tiers) : null))
      throw new ApiError(409, 'CONTRACT_RATE_ABOVE_UPLINE', "Rate above the offerer's own");
  }
  const above = await givenAbove(trx, holderId, contract.kind, contract.max_rate);
  if (above.length > 0 && !confirm)
    throw new ApiError(409, 'CONTRACT_LOWER_RATE', 'Accepting ends downline contracts', {
      value: { contracts: above.map(contractView) },
    });
  if (above.length > 0) {
    const ids = above.map((row) => Number(row.id));
    await lockMembers(
      trx,
      above.map((row) => Number(row.holder_id)),
    );
    await terminate(trx, ids, now);
    for (const id of ids) await addEvent(trx, id, 'terminated', 'offerer', holderId, now);
  }
  await trx
    .updateTable('agent_contract')
    .set({ status: 'active', answered_at: now, settled_until: now })
    .where('id', '=', contract.id)
    .execute();
  await addEvent(trx, Number(contract.id), 'accepted', 'holder', holderId, now);
}

/** Ends contracts now: the periods settled so far stay paid, the running one is not. */
async function terminate(trx: Trx, ids: number[], now: Date): Promise<void> {
  await trx
    .updateTable('agent_contract')
    .set({ status: 'terminated', ended_at: now })
    .where('id', 'in', ids)
    .execute();
}

/** The operator ends a merchant's live contract (confirming a request, or outright). */
export async function operatorTerminate(
  db: Db,
  contractId: number,
  now: Date,
  /** Given the contract's status as locked, before it ends (the audit trail's before). */
  noteBefore: (before: { status: string }) => void = () => {},
): Promise<AgentContract> {
  await db.transaction().execute(async (trx) => {
    const contract = await trx
      .selectFrom('agent_contract')
      .select(['status'])
      .where('id', '=', contractId)
      .forUpdate()
      .executeTakeFirst();
    if (!contract) throw notFound();
    noteBefore({ status: contract.status });
    if (
      contract.status !== 'active' &&
      contract.status !== 'terminating' &&
      contract.status !== 'offered'
    )
      throw stateConflict(contract.status);
    await terminate(trx, [contractId], now);
    await addEvent(trx, contractId, 'terminated', 'operator', null, now);
  });
  return contractView(
    await contractRows(db).where('c.id', '=', contractId).executeTakeFirstOrThrow(),
  );
}
