import type { LaunchRoute } from '@tessera/contract';
import type { Db } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';

/** A game a launch may open. */
export interface LaunchableGame {
  nodeId: number;
  gameCode: string;
  displayName: string;
  gameClassify: string | null;
  gameType: string;
  vendor: string;
  /** How the merchant launches the vendor: the sandbox, or its aggregator as `provider`. */
  route:
    | { kind: 'sandbox' }
    | { kind: 'aggregator'; provider: string; launchConfig: Record<string, unknown> | null };
}

/**
 * Which sandbox page plays a game: lotteries (game type LOTT or ELOTT) the lottery bet slip,
 * crash games their own, everything else the slot.
 */
export type SandboxKind = 'crash' | 'slot' | 'lottery';
export const sandboxKind = (gameClassify: string | null, gameType?: string): SandboxKind => {
  if (gameType === 'LOTT' || gameType === 'ELOTT') return 'lottery';
  return gameClassify === 'CRASH' ? 'crash' : 'slot';
};

const notFound = () => new ApiError(404, 'NOT_FOUND', 'Unknown game');
const maintenance = () =>
  new ApiError(409, 'GAME_MAINTENANCE', 'The game is under maintenance, try a popular game');

/** The catalogue as one merchant sees it: vendors it switched off do not exist for it. */
function merchantGames(db: Db, merchantCode: string) {
  return db
    .selectFrom('game as g')
    .innerJoin('game_vendor as v', 'v.vassalage', 'g.vassalage')
    .leftJoin('merchant_vendor as mv', (join) =>
      join.onRef('mv.vassalage', '=', 'g.vassalage').on('mv.merchant_code', '=', merchantCode),
    )
    .where((eb) => eb.or([eb('mv.enabled', 'is', null), eb('mv.enabled', '=', true)]))
    .select([
      'g.node_id',
      'g.game_code',
      'g.vassalage',
      'g.display_name',
      'g.game_classify',
      'g.game_type',
      'g.maintenance',
      'v.maintenance as vendor_maintenance',
      'mv.launch_route',
      'mv.aggregator_provider',
      'mv.launch_config',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof merchantGames>['executeTakeFirstOrThrow']>>;
const launchable = (row: Row): LaunchableGame => ({
  nodeId: Number(row.node_id),
  gameCode: row.game_code,
  displayName: row.display_name,
  gameClassify: row.game_classify,
  gameType: row.game_type,
  vendor: row.vassalage,
  route: routeOf(row.launch_route, row.aggregator_provider, row.launch_config),
});

function routeOf(
  route: LaunchRoute | null,
  provider: string | null,
  launchConfig: Record<string, unknown> | null,
): LaunchableGame['route'] {
  // The table's check keeps a provider on every aggregator row.
  return route === 'aggregator' && provider
    ? { kind: 'aggregator', provider, launchConfig }
    : { kind: 'sandbox' };
}

/** A game by code: 404 unknown (or of another vendor), 409 when it or its vendor is down. */
export async function gameByCode(
  db: Db,
  merchantCode: string,
  gameCode: string,
  vassalage: string,
): Promise<LaunchableGame> {
  const row = await merchantGames(db, merchantCode)
    .where('g.game_code', '=', gameCode)
    .executeTakeFirst();
  if (!row || row.vassalage !== vassalage) throw notFound();
  if (row.maintenance || row.vendor_maintenance) throw maintenance();
  return launchable(row);
}

/**
 * A vendor's first available game (lowest sort), optionally of one type: 404 when the vendor
 * has none, 409 when the vendor or every one of its games is under maintenance.
 */
export async function vendorFirstGame(
  db: Db,
  merchantCode: string,
  vassalage: string,
  gameType: string | undefined,
): Promise<LaunchableGame> {
  let query = merchantGames(db, merchantCode)
    .where('g.vassalage', '=', vassalage)
    .where('g.is_game', '=', true);
  if (gameType) query = query.where('g.game_type', '=', gameType);
  const rows = await query
    .orderBy('g.maintenance')
    .orderBy('g.sort')
    .orderBy('g.node_id')
    .limit(1)
    .execute();
  const [row] = rows;
  if (!row) throw notFound();
  if (row.maintenance || row.vendor_maintenance) throw maintenance();
  return launchable(row);
}
