import { MEMBER_TYPES } from '@tessera/contract';
import { sql } from 'kysely';
import type { Db } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';
import { randomBytes } from 'node:crypto';
import { sha256 } from '../../core/security/tokens';
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

/** What a launch binds: the player, their site session, the game and where it is played. */
export interface LaunchBinding {
  memberId: number;
  sessionId: number;
  nodeId: number;
  language: string;
  /** ISO 4217 of the wallet the game books on. */
  currency?: string;
  /** ISO 3166-1 alpha-2 the player plays from. */
  country?: string;
}

/**
 * A launch (game session) token: 20 random bytes as 40 hex characters (160 bits), the longest
 * the PAM API's `X-Player-Token` allows (32–40).
 */
export function newLaunchToken(): string {
  return randomBytes(20).toString('hex');
}

/**
 * Opens a launch session for a member's game; returns the token (only its hash is stored). It
 * ends with the site session it was opened from (`launch_caller`), at the latest after
 * LAUNCH_HOURS.
 */
export async function openLaunch(db: Db, launch: LaunchBinding, now: Date): Promise<string> {
  const token = newLaunchToken();
  await db
    .insertInto('launch_session')
    .values({
      token_hash: sha256(token),
      member_id: launch.memberId,
      session_id: launch.sessionId,
      node_id: launch.nodeId,
      language: launch.language,
      currency: launch.currency ?? null,
      country: launch.country ?? null,
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
 * function `launch_caller` (`sql/launch-caller.sql.ts`), which the bet call runs inside its booking too.
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
