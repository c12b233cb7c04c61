import { GAME_TYPES, type GameMenu, type GameType } from '@tessera/contract';
import type { Db } from '../../core/db/database';

/**
 * The merchant's game menus: every game type (in GAME_TYPES order) that has at least one
 * vendor the merchant has not switched off, its vendors in menu order.
 */
export async function loadGameMenus(db: Db, merchantCode: string): Promise<GameMenu[]> {
  const rows = await db
    .selectFrom('game_type_vendor as t')
    .innerJoin('game_vendor as v', 'v.vassalage', 't.vassalage')
    .leftJoin('merchant_vendor as m', (join) =>
      join.onRef('m.vassalage', '=', 't.vassalage').on('m.merchant_code', '=', merchantCode),
    )
    .select([
      't.game_type as gameType',
      'v.vassalage',
      'v.display_name as displayName',
      'v.logo_url as logoUrl',
    ])
    .where((eb) => eb.or([eb('m.enabled', 'is', null), eb('m.enabled', '=', true)]))
    .orderBy('t.sort')
    .orderBy('v.vassalage')
    .execute();

  const menus = new Map<GameType, GameMenu>(
    GAME_TYPES.map((type) => [type, { gameType: type, vendors: [] }]),
  );
  for (const { gameType, ...vendor } of rows) menus.get(gameType as GameType)?.vendors.push(vendor);
  return [...menus.values()].filter((menu) => menu.vendors.length > 0);
}
