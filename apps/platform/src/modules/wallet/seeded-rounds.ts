import type { Db } from '../../core/db/database';

// Provably-fair rounds (the sandbox crash game) keep their seed, nonce and inputs on the round.
// The round is this module's table; the game asks here to open, read and fix one.

/** The member's newest open round of this game under `prefix` with a seed and no bet yet. */
export async function pendingSeededRound(
  db: Db,
  where: { prefix: string; memberId: number; nodeId: number },
) {
  return db
    .selectFrom('game_round')
    .select(['round_ref', 'server_seed_hash', 'nonce'])
    .where('round_ref', 'like', `${where.prefix}%`)
    .where('member_id', '=', where.memberId)
    .where('node_id', '=', where.nodeId)
    .where('status', '=', 'open')
    .where('client_seed', 'is', null)
    .where('server_seed', 'is not', null)
    .where('stake', '=', 0)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** How many seeded rounds the member has had (the next one's nonce is this plus one). */
export async function seededRoundCount(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('game_round')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member_id', '=', memberId)
    .where('server_seed', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Opens a round with its committed seed, before any bet (the bet's debit lands in it). */
export async function openSeededRound(
  db: Db,
  round: {
    roundRef: string;
    merchantCode: string;
    memberId: number;
    nodeId: number;
    openedAt: Date;
    serverSeed: string;
    serverSeedHash: string;
    nonce: number;
  },
): Promise<void> {
  await db
    .insertInto('game_round')
    .values({
      round_ref: round.roundRef,
      merchant_code: round.merchantCode,
      member_id: round.memberId,
      node_id: round.nodeId,
      opened_at: round.openedAt,
      server_seed: round.serverSeed,
      server_seed_hash: round.serverSeedHash,
      nonce: round.nonce,
    })
    .execute();
}

/** The member's seeded round by its wallet id, with its seed, or undefined. */
export async function seededRound(db: Db, roundRef: string, memberId: number) {
  return db
    .selectFrom('game_round')
    .select(['id', 'server_seed', 'server_seed_hash', 'nonce'])
    .where('round_ref', '=', roundRef)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

/**
 * Fixes the round's inputs on the first bet (a retried bet leaves them as they are) and answers
 * the inputs it holds.
 */
export async function fixSeededRound(
  db: Db,
  id: number | string,
  inputs: { clientSeed: string; cashout: number; crashPoint: number },
) {
  await db
    .updateTable('game_round')
    .set({
      client_seed: inputs.clientSeed,
      cashout: inputs.cashout,
      crash_point: inputs.crashPoint,
    })
    .where('id', '=', id)
    .where('client_seed', 'is', null)
    .execute();
  return db
    .selectFrom('game_round')
    .select(['client_seed', 'cashout', 'crash_point'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}
