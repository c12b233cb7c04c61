import { MEMBER_TYPES } from '@tessera/contract';
import { sql } from 'kysely';
import type { Db } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';
import { newToken, sha256 } from '../../core/security/tokens';
import type { WalletCaller } from './wallet-types';

/** How long a game page's launch token lives: a long session of play, not a day. */
export const LAUNCH_HOURS = 4;

/** What a launch token stands for. */
export interface LaunchOf extends WalletCaller {
  /** The launched game. */
  gameCode: string;
  displayName: string;
  gameClassify: string | null;
  /** The page's language, as the launch asked for it. */
  language: string;
  /** A trial account's launch: its money is demo money. */
  demo: boolean;
}

/** Opens a launch session for a member's game; returns the token (only its hash is stored). */
export async function openLaunch(
  db: Db,
  launch: { memberId: number; sessionId: number; nodeId: number; language: string },
  now: Date,
): Promise<string> {
  const token = newToken();
  await db
    .insertInto('launch_session')
    .values({
      token_hash: sha256(token),
      member_id: launch.memberId,
      session_id: launch.sessionId,
      node_id: launch.nodeId,
      language: launch.language,
      created_at: now,
      expires_at: new Date(now.getTime() + LAUNCH_HOURS * 3_600_000),
    })
    .execute();
  return token;
}

/** 401 SESSION_ENDED: the launch is unknown, expired or its site session revoked. */
export const launchEnded = () =>
  new ApiError(401, 'SESSION_ENDED', 'The game session ended, launch the game again');

/**
 * Resolves a launch token: unknown, expired, or launched from a site session that has since
 * been revoked (logout, password change) → 401 SESSION_ENDED. The rule is the database
 * function `launch_caller` (migration 0025), which the bet call runs inside its booking too.
 */
export async function resolveLaunch(db: Db, token: string, now: Date): Promise<LaunchOf> {
  const { rows } = await sql<{
    member_id: string | number;
    merchant_code: string;
    node_id: string | number;
    wallet: string;
    game_code: string;
    display_name: string;
    game_classify: string | null;
    language: string;
    member_type: number;
  }>`select * from launch_caller(${sha256(token)}, ${now})`.execute(db);
  const row = rows[0];
  if (!row) throw launchEnded();
  return {
    memberId: Number(row.member_id),
    merchantCode: row.merchant_code,
    nodeId: Number(row.node_id),
    wallet: row.wallet,
    gameCode: row.game_code,
    displayName: row.display_name,
    gameClassify: row.game_classify,
    language: row.language,
    demo: Number(row.member_type) === MEMBER_TYPES.trial,
  };
}
