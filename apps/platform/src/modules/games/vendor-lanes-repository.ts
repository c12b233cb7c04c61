import { GAME_TYPES, type GameType, type VendorCard, type VendorLane } from '@tessera/contract';
import { INHOUSE_CLASSIFY, RNG_EXCLUDED_VENDORS } from '@tessera/domain';
import type { Db } from '../../core/db/database';
import { vendorArtUrl } from './art-urls';
import { vendorOn } from './game-rows';

/**
 * Types whose vendor card launches one lobby game (a sports book, a lottery) rather than
 * opening a list: the card carries the vendor's first game of that type.
 */
export const LOBBY_TYPES: readonly GameType[] = ['SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT'];

/** Not a sub-category players filter by: the entries that stand for a whole vendor. */
const VENDOR_ENTRY_CLASSIFY = 'VASSALAGE';

async function enabledVendors(db: Db, merchantCode: string) {
  return db
    .selectFrom('game_type_vendor as t')
    .innerJoin('game_vendor as v', 'v.vassalage', 't.vassalage')
    .where(vendorOn(merchantCode, 't.vassalage'))
    .select(['t.game_type', 'v.vassalage', 'v.display_name', 'v.maintenance'])
    .orderBy('t.sort')
    .orderBy('v.vassalage')
    .execute();
}

/** Each lobby-type vendor's first playable game, keyed `TYPE:VENDOR`. */
async function lobbyGames(db: Db): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('game')
    .distinctOn(['game_type', 'vassalage'])
    .select(['game_type', 'vassalage', 'game_code'])
    .where('game_type', 'in', LOBBY_TYPES)
    .where('is_game', '=', true)
    .orderBy('game_type')
    .orderBy('vassalage')
    .orderBy('sort')
    .orderBy('node_id')
    .execute();
  return new Map(rows.map((r) => [`${r.game_type}:${r.vassalage}`, r.game_code]));
}

/** Which vendors offer which sub-categories, per type. */
async function classifyGroups(db: Db) {
  return db
    .selectFrom('game')
    .select(['game_type', 'game_classify', 'vassalage'])
    .distinct()
    .where('game_classify', 'is not', null)
    .where('game_classify', '!=', VENDOR_ENTRY_CLASSIFY)
    .orderBy('game_classify')
    .execute();
}

/**
 * One lane per game type with enabled vendors, in GAME_TYPES order, cards in menu order. Not
 * reshaped: the site applies the domain's reshapeLanes (BGS moves from RNG to INHOUSE).
 */
export async function loadVendorLanes(db: Db, merchantCode: string): Promise<VendorLane[]> {
  const [vendors, lobbies, groups] = await Promise.all([
    enabledVendors(db, merchantCode),
    lobbyGames(db),
    classifyGroups(db),
  ]);
  return GAME_TYPES.flatMap((type) => {
    const cards: VendorCard[] = vendors
      .filter((v) => v.game_type === type)
      .map((v) => ({
        vassalage: v.vassalage,
        displayName: v.display_name,
        gameType: type,
        ...(RNG_EXCLUDED_VENDORS.includes(v.vassalage) ? { gameClassify: INHOUSE_CLASSIFY } : {}),
        gameCode: LOBBY_TYPES.includes(type)
          ? (lobbies.get(`${type}:${v.vassalage}`) ?? null)
          : null,
        iconUrl: vendorArtUrl(v.vassalage),
        maintenance: v.maintenance,
      }));
    if (cards.length === 0) return [];
    const inLane = cards.map((card) => card.vassalage);
    const byClassify = new Map<string, string[]>();
    for (const group of groups) {
      if (group.game_type !== type || !inLane.includes(group.vassalage)) continue;
      const list = byClassify.get(group.game_classify ?? '') ?? [];
      byClassify.set(group.game_classify ?? '', [...list, group.vassalage]);
    }
    const gameClassify = [...byClassify].map(([classify, list]) => ({
      classify,
      vendors: inLane.filter((vendor) => list.includes(vendor)),
    }));
    return [{ title: type, cards, gameClassify }];
  });
}
