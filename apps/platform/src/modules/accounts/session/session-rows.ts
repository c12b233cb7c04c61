import { sql } from 'kysely';
import type { Db } from '../../../core/db/database';

// Sessions as other modules read them: a read model without the token hash (see member-reads.ts
// for how to join one; tools/table-ownership.mjs).

/** Sessions: who, when opened and last seen, when they end or ended. */
export const sessionRows = (db: Db) =>
  db
    .selectFrom('session')
    .select(['id', 'member_id', 'created_at', 'last_seen_at', 'expires_at', 'revoked_at']);

/** Members with their profile's birthday (YYYY-MM-DD or null), for the VIP birthday bonus. */
export const memberBirthdays = (db: Db) =>
  db
    .selectFrom('member')
    .select([
      'id',
      'merchant_code',
      'type',
      sql<string | null>`profile->>'birthday'`.as('birthday'),
    ]);
