import { MAIN_WALLET, MEMBER_TYPES } from '@tessera/contract';
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

/**
 * Resolves a launch token: unknown, expired, or launched from a site session that has since
 * been revoked (logout, password change) → 401 SESSION_ENDED.
 */
export async function resolveLaunch(db: Db, token: string, now: Date): Promise<LaunchOf> {
  const row = await db
    .selectFrom('launch_session as l')
    .innerJoin('session as s', 's.id', 'l.session_id')
    .innerJoin('member as m', 'm.id', 'l.member_id')
    .innerJoin('game as g', 'g.node_id', 'l.node_id')
    .innerJoin('merchant as mc', 'mc.code', 'm.merchant_code')
    .select([
      'mc.single_wallet',
      'g.vassalage',
      'l.member_id',
      'l.node_id',
      'l.language',
      'l.expires_at',
      's.revoked_at',
      'm.merchant_code',
      'm.type',
      'g.game_code',
      'g.display_name',
      'g.game_classify',
    ])
    .where('l.token_hash', '=', sha256(token))
    .executeTakeFirst();
  if (!row || row.revoked_at || row.expires_at <= now)
    throw new ApiError(401, 'SESSION_ENDED', 'The game session ended, launch the game again');
  return {
    memberId: Number(row.member_id),
    merchantCode: row.merchant_code,
    nodeId: Number(row.node_id),
    wallet: row.single_wallet ? MAIN_WALLET : row.vassalage,
    gameCode: row.game_code,
    displayName: row.display_name,
    gameClassify: row.game_classify,
    language: row.language,
    demo: row.type === MEMBER_TYPES.trial,
  };
}
