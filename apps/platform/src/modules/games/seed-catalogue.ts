import type { GameType } from '@tessera/contract';
import { hash32 } from './stable-hash';
import {
  crashNames,
  fishNames,
  liveNames,
  pvpNames,
  slotNames,
  tableNames,
  type NamedGame,
} from './seed-catalogue-names';
import { CRICKET_GAMES } from './seed-catalogue-words';

/** One generated catalogue row. */
export interface CatalogueGame {
  code: string;
  vassalage: string;
  type: GameType;
  classify: string;
  name: string;
  hot: boolean;
  isNew: boolean;
  maintenance: boolean;
  isGame: boolean;
  /** Position within the vendor's games of this type. */
  sort: number;
}

/** A generated name, optionally with a fixed code or flags. */
type GameInput = NamedGame & Partial<CatalogueGame>;

/** Documented in the README: browser tests open it to see the maintenance message. */
export const MAINTENANCE_DEMO = { code: 'PG_MAINT_DEMO', name: 'Temple of Repairs' } as const;

/** `'PG 520, JL 600'` → `[['PG', 520], ['JL', 600]]`: compact per-vendor counts. */
const counts = (text: string): [string, number][] =>
  text.split(',').map((pair) => {
    const [vassalage = '', count = '0'] = pair.trim().split(/\s+/);
    return [vassalage, Number(count)];
  });

// Games per vendor: slots dominate, as in the spec's "nearly 10,000 slots".
const SLOTS = counts(`PG 520, JL 600, JDB 540, CQ9 620, MG 900, PT 820, AE 420, GG 400, ISB 640,
  PNG 720, RTG 560, TTG 480, EG2 340, MGS 660, WD 360, AG 440`);
const TABLES_PER_STUDIO = 6;
const FISH = counts('JDB 60, CQ9 55, FC 70, JL 50, GG 40, AG 30, BBIN 30, PT 35, RTG 30');
const LIVE = counts('AG 120, EA 80, DG 90, BBIN 100, BG 80, OG 70, PT 110, LOTUS 60, TGP 60');
const PVP = counts('KY 90, KX 60, TH 70, WS 70, XY 60');
const SPORTS_BOOKS = ['IBC', 'SBT', 'UG', 'BTI'];

/** Entries that stand for a vendor's whole list (is_game false): launching opens a popup list. */
const VENDOR_ENTRIES: readonly [string, GameType, string][] = [
  ['FC', 'FISH', 'Fa Chai Fishing Hall'],
  ['LOTUS', 'LIVE', 'Lotus Live Lobby'],
  ['MGS', 'RNG', 'MGS Slot Collection'],
  ['XY', 'PVP', 'XY Card Room'],
];

/** `Pirate's Gold Hold & Win` → `PIRATES_GOLD_HOLD_WIN`. */
const slug = (name: string) =>
  name
    .toUpperCase()
    .replace(/['’]/g, '')
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

/** Collects rows, giving each (vendor, type) its own running sort and each code one use. */
class Catalogue {
  readonly games: CatalogueGame[] = [];
  readonly #codes = new Set<string>();
  readonly #sorts = new Map<string, number>();
  readonly #names = new Map<string, Set<string>>();

  /** The names a vendor already uses, shared across its types. */
  takenBy(vassalage: string): Set<string> {
    let taken = this.#names.get(vassalage);
    if (!taken) this.#names.set(vassalage, (taken = new Set()));
    return taken;
  }

  add(vassalage: string, type: GameType, game: GameInput) {
    let code = game.code ?? `${vassalage}_${slug(game.name)}`;
    for (let n = 2; this.#codes.has(code); n++) code = `${vassalage}_${slug(game.name)}_${n}`;
    this.#codes.add(code);
    const key = `${vassalage}:${type}`;
    const sort = this.#sorts.get(key) ?? 0;
    this.#sorts.set(key, sort + 1);
    // Flags from the code's hash: about 1% hot, 3% new, 0.1% under maintenance.
    const h = hash32(code) % 1000;
    this.games.push({
      code,
      vassalage,
      type,
      classify: game.classify,
      name: game.name,
      hot: game.hot ?? h % 100 === 0,
      isNew: h % 100 >= 1 && h % 100 <= 3,
      maintenance: game.maintenance ?? h === 500,
      isGame: game.isGame ?? true,
      sort,
    });
  }

  addAll(vassalage: string, type: GameType, games: readonly GameInput[]) {
    for (const game of games) this.add(vassalage, type, game);
  }
}

function vendorEntries(c: Catalogue) {
  for (const [vassalage, type, name] of VENDOR_ENTRIES)
    c.add(vassalage, type, { name, classify: 'VASSALAGE', isGame: false });
}

function slotsAndTables(c: Catalogue) {
  for (const [vassalage, count] of SLOTS) {
    const taken = c.takenBy(vassalage);
    const slots: GameInput[] = slotNames(vassalage, count, taken);
    // Third in PG's list, so it shows on the first page of PG's slots.
    if (vassalage === 'PG')
      slots.splice(2, 0, { ...MAINTENANCE_DEMO, classify: 'SLOT', maintenance: true });
    c.addAll(vassalage, 'RNG', slots);
    c.addAll(vassalage, 'RNG', tableNames(vassalage, TABLES_PER_STUDIO, taken));
  }
  // The first crash game is hot, so the hot carousel always offers an in-house game.
  const [first, ...crash] = crashNames(16, c.takenBy('BGS'));
  if (first) c.add('BGS', 'RNG', { ...first, hot: true });
  c.addAll('BGS', 'RNG', crash);
}

function fishLiveAndCards(c: Catalogue) {
  for (const [vassalage, count] of FISH)
    c.addAll(vassalage, 'FISH', fishNames(vassalage, count, c.takenBy(vassalage)));
  for (const [vassalage, count] of LIVE)
    c.addAll(vassalage, 'LIVE', liveNames(vassalage, count, c.takenBy(vassalage)));
  for (const [vassalage, count] of PVP)
    c.addAll(vassalage, 'PVP', pvpNames(vassalage, count, c.takenBy(vassalage)));
}

/** Books and lobbies: the first entry of each vendor is the one its vendor card launches. */
function booksAndLotteries(c: Catalogue, lotteryGames: readonly CatalogueLottery[]) {
  for (const vassalage of SPORTS_BOOKS) {
    c.add(vassalage, 'SPORTS', { name: `${vassalage} Sportsbook`, classify: 'SPORTSBOOK' });
    c.add(vassalage, 'SPORTS', { name: `${vassalage} Cricket`, classify: 'CRICKET' });
    c.add(vassalage, 'SPORTS', { name: `${vassalage} Virtual Sports`, classify: 'VIRTUAL' });
  }
  c.add('9W', 'SPORTS', { name: '9Wickets Sportsbook', classify: 'CRICKET' });
  c.addAll(
    '9W',
    'CRICKET',
    CRICKET_GAMES.map((name) => ({ name, classify: 'CRICKET' })),
  );
  c.add('IMES', 'ESPORTS', { name: 'IM eSports', classify: 'ESPORTS' });
  c.add('TF', 'ESPORTS', { name: 'TF eSports', classify: 'ESPORTS' });
  c.add('DS88', 'COCKFIGHT', { name: 'DS88 Sabong Arena', classify: 'COCKFIGHT' });
  for (const game of lotteryGames)
    c.add(game.vassalage, game.gameType, {
      code: game.gameCode,
      name: game.name,
      classify: game.classify,
    });
}

/**
 * A lottery game's catalogue entry. The lottery module owns the definitions (and depends on
 * this one), so the seed hands them in rather than this module importing them.
 */
export interface CatalogueLottery {
  gameCode: string;
  vassalage: string;
  gameType: 'LOTT' | 'ELOTT';
  name: string;
  classify: string;
}

let built:
  { lotteryGames: readonly CatalogueLottery[]; games: readonly CatalogueGame[] } | undefined;

/** The generated catalogue (about 10,700 games with the lottery games), built once per process. */
export function catalogueGames(
  lotteryGames: readonly CatalogueLottery[],
): readonly CatalogueGame[] {
  if (built?.lotteryGames !== lotteryGames) {
    const c = new Catalogue();
    vendorEntries(c);
    slotsAndTables(c);
    fishLiveAndCards(c);
    booksAndLotteries(c, lotteryGames);
    built = { lotteryGames, games: c.games };
  }
  return built.games;
}
