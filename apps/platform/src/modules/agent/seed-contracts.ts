import type { ContractKind, ContractPeriod, ContractTier } from '@tessera/contract';
import { maxRate } from '@tessera/domain';
import type { Db } from '../../core/db/database';
import { memberRows } from '../accounts';
import { settleDue } from './settlement-run';
import './contract-tables';

const DAY = 86_400_000;

/** The demo agent's house contracts: how far back each was accepted, so a month shows settled. */
const HOUSE: readonly {
  kind: ContractKind;
  period: ContractPeriod;
  tiers: ContractTier[];
  since: number;
}[] = [
  {
    kind: 'DIVIDEND',
    period: 'W',
    tiers: [
      { activeMembers: 0, validBet: 0, profitLoss: 0, rate: 2_000 },
      { activeMembers: 3, validBet: 0, profitLoss: 100_000, rate: 3_500 },
    ],
    since: 30 * DAY,
  },
  {
    kind: 'DAILY_SALARY',
    period: 'D',
    tiers: [
      { activeMembers: 0, validBet: 0, profitLoss: 0, rate: 50 },
      { activeMembers: 3, validBet: 500_000, profitLoss: 0, rate: 100 },
    ],
    since: 30 * DAY,
  },
  {
    kind: 'HOUR_SALARY',
    period: 'D',
    tiers: [{ activeMembers: 0, validBet: 0, profitLoss: 0, rate: 300 }],
    since: DAY,
  },
  {
    kind: 'REALTIME_SALARY',
    period: 'D',
    tiers: [{ activeMembers: 0, validBet: 0, profitLoss: 0, rate: 100 }],
    since: DAY / 12,
  },
];

/** What agent1 gives its first direct downline agents: half its own rates; the next one an offer. */
const halved = (tiers: ContractTier[]) =>
  tiers.map((tier) => ({ ...tier, rate: Math.max(1, Math.floor(tier.rate / 2)) }));

async function addContract(
  db: Db,
  values: {
    merchant: string;
    kind: ContractKind;
    period: ContractPeriod;
    tiers: ContractTier[];
    holderId: number;
    offererId: number | null;
    acceptedAt: Date | null;
  },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const offeredAt = new Date((values.acceptedAt ?? new Date()).getTime() - 60_000);
    const row = await trx
      .insertInto('agent_contract')
      .values({
        merchant_code: values.merchant,
        kind: values.kind,
        period: values.period,
        holder_id: values.holderId,
        offerer_id: values.offererId,
        tiers: JSON.stringify(values.tiers),
        max_rate: maxRate(values.tiers),
        status: values.acceptedAt ? 'active' : 'offered',
        created_at: offeredAt,
        answered_at: values.acceptedAt,
        settled_until: values.acceptedAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const actor: 'house' | 'offerer' = values.offererId === null ? 'house' : 'offerer';
    const events = [
      { action: 'offered' as const, actor, actor_id: values.offererId, created_at: offeredAt },
      ...(values.acceptedAt
        ? [
            {
              action: 'accepted' as const,
              actor: 'holder' as const,
              actor_id: values.holderId,
              created_at: values.acceptedAt,
            },
          ]
        : []),
    ];
    await trx
      .insertInto('agent_contract_event')
      .values(events.map((event) => ({ contract_id: row.id, ...event })))
      .execute();
  });
}

/**
 * Demo contracts (`npm start` only; tests seed their own): each merchant's agent1 holds the
 * four house contracts, accepted a month back (hourly a day, real-time two hours, so the first
 * start settles a few hundred periods, not thousands); its first direct downline agent holds
 * daily wages and a dividend at half the rates, its second has a daily-wage offer waiting.
 * Then every closed period is settled from the rounds already seeded. Idempotent: skipped once
 * agent1 holds any contract.
 */
export async function seedAgentContracts(db: Db, now: Date = new Date()): Promise<void> {
  const agents = await db
    .selectFrom(memberRows(db).as('member'))
    .select(['id', 'merchant_code'])
    .where('account', '=', 'agent1')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('agent_contract').select('id').whereRef('holder_id', '=', 'member.id'),
        ),
      ),
    )
    .execute();
  for (const agent of agents) {
    const agentId = Number(agent.id);
    for (const house of HOUSE)
      await addContract(db, {
        merchant: agent.merchant_code,
        kind: house.kind,
        period: house.period,
        tiers: house.tiers,
        holderId: agentId,
        offererId: null,
        acceptedAt: new Date(now.getTime() - house.since),
      });
    const downlines = await db
      .selectFrom(memberRows(db).as('member'))
      .select('id')
      .where('parent_id', '=', agentId)
      .where('type', 'in', [1, 2, 41, 42])
      .orderBy('id')
      .limit(2)
      .execute();
    const [first, second] = downlines.map((row) => Number(row.id));
    const [dividend, daily] = [HOUSE[0]!, HOUSE[1]!];
    if (first !== undefined)
      for (const own of [dividend, daily])
        await addContract(db, {
          merchant: agent.merchant_code,
          kind: own.kind,
          period: own.period,
          tiers: halved(own.tiers),
          holderId: first,
          offererId: agentId,
          acceptedAt: new Date(now.getTime() - own.since + 3_600_000),
        });
    if (second !== undefined)
      await addContract(db, {
        merchant: agent.merchant_code,
        kind: 'DAILY_SALARY',
        period: 'D',
        tiers: halved(daily.tiers),
        holderId: second,
        offererId: agentId,
        acceptedAt: null,
      });
  }
  if (agents.length > 0) await settleDue(db, now);
}
