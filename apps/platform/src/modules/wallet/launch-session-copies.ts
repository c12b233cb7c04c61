import { sql } from 'kysely';
import type { Db } from '../../core/db/database';
import { sha256 } from '../../core/security/tokens';

// Launch sessions as other modules see them: the PAM API reads a session behind a game token,
// swaps the token on a refresh and copies an ended stand-in to settle with. The table is this
// module's; these are the only ways in from outside.

/** Every column of a launch session: what others read, and what a copy writes. */
const LAUNCH_SESSION_COLUMNS = [
  'token_hash',
  'member_id',
  'session_id',
  'node_id',
  'language',
  'currency',
  'country',
  'created_at',
  'expires_at',
] as const;

/** Launch sessions (by token hash) for reading and joining. */
export const launchSessionRows = (db: Db) =>
  db.selectFrom('launch_session').select(LAUNCH_SESSION_COLUMNS);

/**
 * Moves the session of `token` to `fresh` (same player, game, place and end), the old token gone
 * at once. Two moves of one token race on its row: one wins, the other answers false.
 */
export async function moveLaunchSession(
  db: Db,
  token: string,
  fresh: string,
  now: Date,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const old = await trx
      .deleteFrom('launch_session')
      .where('token_hash', '=', sha256(token))
      .returningAll()
      .executeTakeFirst();
    if (!old) return false;
    await trx
      .insertInto('launch_session')
      .values({ ...old, token_hash: sha256(fresh), created_at: now })
      .execute();
    return true;
  });
}

/**
 * Copies the session whose token hash is `sessionHash` under `token`, ended at birth (`now`):
 * it can settle what the original booked, never book anew. False when that session is gone.
 */
export async function copyEndedLaunchSession(
  db: Db,
  sessionHash: string,
  token: string,
  now: Date,
): Promise<boolean> {
  const copied = await db
    .insertInto('launch_session')
    .columns(LAUNCH_SESSION_COLUMNS)
    .expression((eb) =>
      eb
        .selectFrom('launch_session as l')
        .select([
          // Typed: a parameter in an insert's select is text to PostgreSQL otherwise.
          sql<string>`cast(${sha256(token)} as text)`.as('token_hash'),
          'l.member_id',
          'l.session_id',
          'l.node_id',
          'l.language',
          'l.currency',
          'l.country',
          sql<Date>`cast(${now} as timestamptz)`.as('created_at'),
          sql<Date>`cast(${now} as timestamptz)`.as('expires_at'),
        ])
        .where('l.token_hash', '=', sessionHash),
    )
    .executeTakeFirst();
  return copied.numInsertedOrUpdatedRows === 1n;
}

/** Removes the launch session of `token` (a settlement stand-in once used). */
export async function dropLaunchSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom('launch_session').where('token_hash', '=', sha256(token)).execute();
}
