import type { Db } from '../../core/db/database';

// Rewards as other modules read them: a read model of the published columns, joined as
// `.leftJoin(rewardRows(db).as('r'), …)` (tools/table-ownership.mjs).

/** Rewards: whose, how much, from what, and where they stand. */
export const rewardRows = (db: Db) =>
  db
    .selectFrom('reward')
    .select([
      'id',
      'merchant_code',
      'member_id',
      'source_kind',
      'source_ref',
      'amount_minor',
      'status',
      'created_at',
      'claimed_at',
      'expires_at',
    ]);
