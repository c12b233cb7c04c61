import type { Db } from '../core/db/database';

const merchantOf = (db: Db, memberId: number) =>
  db
    .selectFrom('member')
    .select('merchant_code')
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();

/** A settled round of a seeded game of the given type, settled at `at` (the sweep's input). */
export async function addSettledRound(
  db: Db,
  memberId: number,
  { stake, at, gameType = 'RNG' }: { stake: number; at: Date; gameType?: string },
): Promise<number> {
  const member = await merchantOf(db, memberId);
  const game = await db
    .selectFrom('game')
    .select('node_id')
    .where('game_type', '=', gameType)
    .orderBy('node_id')
    .limit(1)
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('game_round')
    .values({
      round_ref: `test-${memberId}-${at.getTime()}-${Math.random().toString(36).slice(2)}`,
      merchant_code: member.merchant_code,
      member_id: memberId,
      node_id: game.node_id,
      stake,
      payout: 0,
      status: 'settled',
      opened_at: at,
      settled_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** An approved deposit of `amount`, decided at `at` (no money moved: the sweeps read the row). */
export async function addApprovedDeposit(
  db: Db,
  memberId: number,
  amount: number,
  at: Date,
): Promise<number> {
  const member = await merchantOf(db, memberId);
  const method = await db
    .selectFrom('payment_method')
    .select(['id', 'currency'])
    .where('merchant_code', '=', member.merchant_code)
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('deposit')
    .values({
      member_id: memberId,
      merchant_code: member.merchant_code,
      method_id: method.id,
      amount,
      currency: method.currency,
      status: 'approved',
      provider: 'sandbox',
      created_at: at,
      updated_at: at,
      decided_at: at,
      instructions: JSON.stringify({}),
      expires_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
