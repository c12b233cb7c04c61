import type { GameType } from '@tessera/contract';
import type { Trx } from './seed-content';

/** A vendor of the shared catalogue. */
export interface SeedVendor {
  vassalage: string;
  displayName: string;
}

/** Every vendor the platform knows (spec §3 vendor lists, §9 esports and cockfight vendors). */
export const SEED_VENDORS: readonly SeedVendor[] = [
  ['AG', 'Asia Gaming'],
  ['BBIN', 'BBIN'],
  ['BG', 'Big Gaming'],
  ['DG', 'Dream Gaming'],
  ['EA', 'Entertainment Asia'],
  ['OG', 'Oriental Game'],
  ['PT', 'Playtech'],
  ['PG', 'PG Soft'],
  ['JDB', 'JDB Gaming'],
  ['CQ9', 'CQ9 Gaming'],
  ['JL', 'JILI'],
  ['MG', 'Microgaming'],
  ['AE', 'AE Gaming'],
  ['GG', 'GG Gaming'],
  ['ISB', 'iSoftBet'],
  ['PNG', "Play'n GO"],
  ['RTG', 'Realtime Gaming'],
  ['TTG', 'TopTrend Gaming'],
  ['EG2', 'EG2 Gaming'],
  ['FC', 'Fa Chai'],
  ['KY', 'Kaiyuan Gaming'],
  ['KX', 'KX Poker'],
  ['IBC', 'IBC Sports'],
  ['SBT', 'SBTech'],
  ['UG', 'United Gaming'],
  ['IMES', 'IM eSports'],
  ['TF', 'TF Gaming'],
  ['DS88', 'DS88 Sabong'],
  ['TCG', 'TCG Lottery'],
].map(([vassalage = '', displayName = '']) => ({ vassalage, displayName }));

/**
 * Vendors per game type, in menu order. RNG has more than ten (the header's large drop-down);
 * COCKFIGHT and LOTT have one each (the header opens that vendor directly); ELOTT and CRICKET
 * have none yet, so they do not appear in the menus.
 */
export const SEED_GAME_TYPE_VENDORS: Readonly<Partial<Record<GameType, readonly string[]>>> = {
  LIVE: ['AG', 'EA', 'DG', 'BBIN', 'BG', 'OG', 'PT'],
  RNG: ['PG', 'JL', 'JDB', 'CQ9', 'MG', 'PT', 'AE', 'GG', 'ISB', 'PNG', 'RTG', 'TTG', 'EG2'],
  FISH: ['JDB', 'CQ9', 'FC', 'JL', 'GG'],
  PVP: ['KY', 'KX'],
  SPORTS: ['IBC', 'SBT', 'UG'],
  ESPORTS: ['IMES', 'TF'],
  COCKFIGHT: ['DS88'],
  LOTT: ['TCG'],
};

/** The shared vendor catalogue and which game types each vendor offers. */
export async function seedGameCatalogue(trx: Trx): Promise<void> {
  await trx
    .insertInto('game_vendor')
    .values(
      SEED_VENDORS.map((v) => ({
        vassalage: v.vassalage,
        display_name: v.displayName,
        logo_url: null,
      })),
    )
    .onConflict((oc) => oc.column('vassalage').doNothing())
    .execute();
  const rows = Object.entries(SEED_GAME_TYPE_VENDORS).flatMap(([gameType, vendors = []]) =>
    vendors.map((vassalage, sort) => ({ game_type: gameType, vassalage, sort })),
  );
  await trx
    .insertInto('game_type_vendor')
    .values(rows)
    .onConflict((oc) => oc.columns(['game_type', 'vassalage']).doNothing())
    .execute();
}

/** Switches the listed vendors off for one merchant. */
export async function seedDisabledVendors(
  trx: Trx,
  code: string,
  vendors: string[],
): Promise<void> {
  if (vendors.length === 0) return;
  await trx
    .insertInto('merchant_vendor')
    .values(vendors.map((vassalage) => ({ merchant_code: code, vassalage, enabled: false })))
    .onConflict((oc) => oc.columns(['merchant_code', 'vassalage']).doNothing())
    .execute();
}
