import type { GameType } from '@tessera/contract';
import { sql } from 'kysely';
import { catalogueGames, type CatalogueGame, type CatalogueLottery } from './seed-catalogue';
import type { Trx } from '../../core/db/database';

/** A vendor of the shared catalogue. */
export interface SeedVendor {
  vassalage: string;
  displayName: string;
  /** The whole vendor is closed for maintenance: its games show but do not launch. */
  maintenance: boolean;
}

/** Seeded under maintenance, so the site's "game under maintenance" path has a vendor to show. */
export const MAINTENANCE_VENDOR = 'TTG';

/**
 * Every vendor the platform knows: spec §3 logo sets, the footer's vendors, the §9 esports and
 * cockfight vendors, the in-house BGS, the TCG lottery vendors of the §4 launch rules, BTI (§3
 * icon swap) and a cricket exchange for /cricket.
 */
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
  ['BGS', 'BGS Originals'],
  ['TCG_LOTTO_VN', 'TCG Vietnam Lottery'],
  ['TCG_SEA', 'TCG SEA Lottery'],
  ['TCG_LOTTO', 'TCG e-Lottery'],
  ['LOTUS', 'Lotus Live'],
  ['TGP', 'TGP Live'],
  ['MGS', 'MGS Slots'],
  ['WD', 'WD Gaming'],
  ['TH', 'TH Poker'],
  ['WS', 'WS Card Games'],
  ['XY', 'XY Poker'],
  ['BTI', 'BTi Sports'],
  ['9W', '9Wickets'],
].map(([vassalage = '', displayName = '']) => ({
  vassalage,
  displayName,
  maintenance: vassalage === MAINTENANCE_VENDOR,
}));

/**
 * Vendors per game type, in menu order. RNG has more than ten (the header's large drop-down)
 * and lists BGS, which the site's lane reshaping moves to INHOUSE; COCKFIGHT and CRICKET have
 * one each (the header opens that vendor directly). 9W is a sports book and the cricket vendor.
 */
export const SEED_GAME_TYPE_VENDORS: Readonly<Partial<Record<GameType, readonly string[]>>> = {
  LIVE: ['AG', 'EA', 'DG', 'BBIN', 'BG', 'OG', 'PT', 'LOTUS', 'TGP'],
  RNG: [
    ...['PG', 'JL', 'JDB', 'CQ9', 'MG', 'PT', 'AE', 'GG', 'ISB', 'PNG', 'RTG', 'TTG', 'EG2'],
    ...['MGS', 'WD', 'AG', 'BGS'],
  ],
  FISH: ['JDB', 'CQ9', 'FC', 'JL', 'GG', 'AG', 'BBIN', 'PT', 'RTG'],
  PVP: ['KY', 'KX', 'TH', 'WS', 'XY'],
  SPORTS: ['IBC', 'SBT', 'UG', 'BTI', '9W'],
  ESPORTS: ['IMES', 'TF'],
  LOTT: ['TCG', 'TCG_SEA'],
  ELOTT: ['TCG_LOTTO_VN', 'TCG_LOTTO'],
  COCKFIGHT: ['DS88'],
  CRICKET: ['9W'],
};

/** The shared vendor catalogue, which game types each vendor offers, and their games. */
export async function seedGameCatalogue(
  trx: Trx,
  lotteryGames: readonly CatalogueLottery[],
): Promise<void> {
  await trx
    .insertInto('game_vendor')
    .values(
      SEED_VENDORS.map((v) => ({
        vassalage: v.vassalage,
        display_name: v.displayName,
        logo_url: null,
        maintenance: v.maintenance,
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
  await seedGames(trx, lotteryGames);
}

/** Vendors of the shared catalogue each demo merchant switches off. */
export const DISABLED_VENDORS: Readonly<Record<string, readonly string[]>> = {
  // No KX poker room: Aurora's PVP menu has KY only.
  AURORA: ['KX'],
  // No BBIN live tables, no IM eSports (ESPORTS has TF only) and no cockfighting.
  LUMEN: ['BBIN', 'IMES', 'DS88'],
};

/** Switches the listed vendors off for each demo merchant (the merchants exist already). */
export async function seedDisabledVendors(trx: Trx): Promise<void> {
  for (const [code, vendors] of Object.entries(DISABLED_VENDORS)) {
    if (vendors.length === 0) continue;
    await trx
      .insertInto('merchant_vendor')
      .values(vendors.map((vassalage) => ({ merchant_code: code, vassalage, enabled: false })))
      .onConflict((oc) => oc.columns(['merchant_code', 'vassalage']).doNothing())
      .execute();
  }
}

/**
 * Inserts the generated games in one statement (unnest of column arrays): a fresh PGlite
 * database seeds 10,000 rows in a fraction of a second, where a row-by-row loop would take many.
 * Existing codes are kept as they are (on conflict do nothing), so operator edits survive and a
 * re-run adds nothing.
 */
export async function seedGames(
  trx: Trx,
  lotteryGames: readonly CatalogueLottery[],
): Promise<void> {
  const games = catalogueGames(lotteryGames);
  // The batch goes in as one statement, so its last code present means the batch is in: a
  // restart then costs one lookup instead of 10,000 conflict checks.
  const last = games.at(-1)?.code ?? '';
  const seeded = await trx
    .selectFrom('game')
    .select('node_id')
    .where('game_code', '=', last)
    .executeTakeFirst();
  if (seeded) return;
  const column = <T>(get: (game: CatalogueGame) => T) => games.map(get);
  await sql`
    insert into game (game_code, vassalage, game_type, game_classify, display_name, search_text,
      is_hot, is_new, maintenance, is_game, sort)
    select code, vassalage, type, classify, name, search, hot, is_new, maintenance, is_game, sort
    from unnest(
      ${column((g) => g.code)}::text[], ${column((g) => g.vassalage)}::text[],
      ${column((g) => g.type)}::text[], ${column((g) => g.classify)}::text[],
      ${column((g) => g.name)}::text[],
      ${column((g) => `${g.name} ${g.code}`.toLowerCase())}::text[],
      ${column((g) => g.hot)}::boolean[], ${column((g) => g.isNew)}::boolean[],
      ${column((g) => g.maintenance)}::boolean[], ${column((g) => g.isGame)}::boolean[],
      ${column((g) => g.sort)}::integer[]
    ) with ordinality
      as g(code, vassalage, type, classify, name, search, hot, is_new, maintenance, is_game, sort, n)
    order by n
    on conflict (game_code) do nothing
  `.execute(trx);
}
