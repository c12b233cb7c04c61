import {
  CONTRACT_KINDS,
  LIVE_CONTRACT_STATUSES,
  type AgentContract,
  type ContractKind,
  type ContractTier,
} from '@tessera/contract';
import type { Transaction } from 'kysely';
import type { Database, Db } from '../../core/db/database';
import { memberRows } from '../accounts';
import { lockMerchant } from '../merchants';
import './contract-tables';

type Reader = Db | Transaction<Database>;

/** A contract row joined with its holder's and offerer's accounts. */
export function contractRows(db: Reader) {
  return db
    .selectFrom('agent_contract as c')
    .innerJoin(memberRows(db).as('h'), 'h.id', 'c.holder_id')
    .leftJoin(memberRows(db).as('o'), 'o.id', 'c.offerer_id')
    .select([
      'c.id',
      'c.merchant_code',
      'c.kind',
      'c.period',
      'c.status',
      'c.holder_id',
      'c.offerer_id',
      'c.tiers',
      'c.max_rate',
      'c.termination_requested_by',
      'c.created_at',
      'c.answered_at',
      'c.ended_at',
      'c.settled_until',
      'h.account as holder',
      'o.account as offerer',
    ]);
}

export type ContractRow = Awaited<
  ReturnType<ReturnType<typeof contractRows>['executeTakeFirstOrThrow']>
>;

const isoOrNull = (at: Date | null) => (at ? new Date(at).toISOString() : null);

/** A contract as the calls show it. */
export function contractView(row: ContractRow): AgentContract {
  return {
    id: Number(row.id),
    kind: row.kind,
    period: row.period,
    status: row.status,
    holder: row.holder,
    offerer: row.offerer,
    tiers: parseTiers(row.tiers),
    maxRate: row.max_rate,
    terminationRequestedBy:
      row.termination_requested_by === null
        ? null
        : row.termination_requested_by === 'holder'
          ? row.holder
          : (row.offerer ?? 'house'),
    createdAt: new Date(row.created_at).toISOString(),
    answeredAt: isoOrNull(row.answered_at),
    endedAt: isoOrNull(row.ended_at),
  };
}

/** jsonb arrives parsed from PostgreSQL and PGlite alike; a string only from a raw driver. */
export function parseTiers(tiers: ContractTier[] | string): ContractTier[] {
  return typeof tiers === 'string' ? (JSON.parse(tiers) as ContractTier[]) : tiers;
}

/** The contract of `kind` that an agent holds and that is in force (active or terminating). */
export async function contractInForce(
  db: Reader,
  holderId: number,
  kind: ContractKind,
): Promise<ContractRow | undefined> {
  return contractRows(db)
    .where('c.holder_id', '=', holderId)
    .where('c.kind', '=', kind)
    .where('c.status', 'in', ['active', 'terminating'])
    .executeTakeFirst();
}

/** The live contracts of `kind` an agent gave its downlines whose rate is above `rate`. */
export async function givenAbove(
  db: Reader,
  offererId: number,
  kind: ContractKind,
  rate: number,
): Promise<ContractRow[]> {
  return contractRows(db)
    .where('c.offerer_id', '=', offererId)
    .where('c.kind', '=', kind)
    .where('c.status', 'in', [...LIVE_CONTRACT_STATUSES])
    .where('c.max_rate', '>', rate)
    .orderBy('c.id')
    .execute();
}

/** Records a state change. */
export async function addEvent(
  trx: Transaction<Database>,
  contractId: number,
  action: Database['agent_contract_event']['action'],
  actor: Database['agent_contract_event']['actor'],
  actorId: number | null,
  at: Date,
): Promise<void> {
  await trx
    .insertInto('agent_contract_event')
    .values({ contract_id: contractId, action, actor, actor_id: actorId, created_at: at })
    .execute();
}

/**
 * Switches the merchant's kinds to exactly `enabled` (the rest off), in one statement each inside
 * one transaction; false when there is no such merchant.
 */
export async function setEnabledKinds(
  db: Db,
  merchantCode: string,
  enabled: readonly ContractKind[],
  /** Given the kinds that were on, read under the merchant's lock (the audit trail's before). */
  noteBefore: (before: { enabled: ContractKind[] }) => void = () => {},
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await lockMerchant(trx, merchantCode))) return false;
    noteBefore({ enabled: await enabledKinds(trx, merchantCode) });
    await trx
      .deleteFrom('merchant_contract_kind_off')
      .where('merchant_code', '=', merchantCode)
      .execute();
    const off = CONTRACT_KINDS.filter((kind) => !enabled.includes(kind));
    if (off.length > 0)
      await trx
        .insertInto('merchant_contract_kind_off')
        .values(off.map((kind) => ({ merchant_code: merchantCode, kind })))
        .execute();
    return true;
  });
}

/** The kinds a merchant has on. */
export async function enabledKinds(db: Reader, merchantCode: string): Promise<ContractKind[]> {
  const off = await db
    .selectFrom('merchant_contract_kind_off')
    .select('kind')
    .where('merchant_code', '=', merchantCode)
    .execute();
  const offKinds = new Set(off.map((row) => row.kind));
  return CONTRACT_KINDS.filter((kind) => !offKinds.has(kind));
}
