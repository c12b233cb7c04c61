import type {
  GameMenu,
  GamePage,
  GameSummary,
  GameType,
  LotteryBet,
  LotteryDraw,
  LotteryGame,
  RankList,
  VendorCard,
  VendorLanes,
} from '@tessera/contract';

// Default answers of the game and lottery calls, and builders for a test's own catalogue.

/** A catalogue game as the platform lists it; `nodeId` also picks the name. */
export function game(nodeId: number, overrides: Partial<GameSummary> = {}): GameSummary {
  const gameType: GameType = overrides.gameType ?? 'RNG';
  return {
    nodeId,
    gameCode: `G${nodeId}`,
    vassalage: 'PG',
    gameType,
    gameClassify: gameType === 'RNG' ? 'SLOT' : null,
    displayName: `Game ${nodeId}`,
    iconUrl: `/cdn/games/G${nodeId}.svg`,
    isHot: 0,
    isNew: false,
    isGame: true,
    maintenance: false,
    ...overrides,
  };
}

/** One page holding `games`, as if it were the only page. */
export function pageOf(games: GameSummary[], pageSize = 20): GamePage {
  return {
    content: games,
    pageNum: 1,
    pageSize,
    totalPages: games.length === 0 ? 0 : 1,
    totalElements: games.length,
  };
}

/** Eight games, "Hot 1" to "Hot 8": the hot list, and the catalogue's default page. */
export const hotGames: GameSummary[] = [1, 2, 3, 4, 5, 6, 7, 8].map((id) =>
  game(id, { displayName: `Hot ${id}`, isHot: 1 }),
);

function vendorCard(vassalage: string, displayName: string, gameCode: string | null): VendorCard {
  const iconUrl = `/cdn/games/${vassalage}.svg`;
  return { vassalage, displayName, gameType: 'SPORTS', gameCode, iconUrl, maintenance: false };
}

/** One sports lane: a vendor with its own game code (SBTech) and one without (IM eSports). */
export const vendorLanes: VendorLanes = {
  data: {
    lanes: [
      {
        title: 'SPORTS',
        cards: [vendorCard('SBT', 'SBTech', 'SBT_BOOK'), vendorCard('IMES', 'IM eSports', null)],
        gameClassify: [],
      },
    ],
  },
};

export const winners: RankList = {
  list: [
    { customerName: 'pl***1', winAmount: '1234567.5', gameName: 'Fortune Tiger' },
    { customerName: 'ag***2', winAmount: '88.1', gameName: 'Crash X' },
  ].map((vo) => ({ vo: { ...vo, iconUrl: '/cdn/games/G1.svg' } })),
};

export const lotteryGames: LotteryGame[] = [
  {
    gameCode: 'VN_HANOI',
    vassalage: 'TCG_LOTTO_VN',
    name: 'Hanoi 5-minute',
    prizeMode: 'LOTT',
    drawIntervalSeconds: 300,
    nextDrawAt: '2026-11-22T00:05:00Z',
  },
];

/** One settled (won) and one open bet of the member, newest first. */
export const lotteryBets: LotteryBet[] = [
  {
    id: 2,
    gameCode: 'VN_HANOI',
    gameName: 'Hanoi 5-minute',
    drawNo: '20261122-0002',
    drawAt: '2026-11-22T00:10:00Z',
    betType: 'NUMBER',
    pick: 4321,
    stake: 500,
    oddsHundredths: 9_700_000,
    status: 'open',
    payout: null,
    numbers: null,
    placedAt: '2026-11-22T00:06:00Z',
  },
  {
    id: 1,
    gameCode: 'VN_HANOI',
    gameName: 'Hanoi 5-minute',
    drawNo: '20261122-0001',
    drawAt: '2026-11-22T00:05:00Z',
    betType: 'BIG',
    pick: null,
    stake: 1_000,
    oddsHundredths: 194,
    status: 'won',
    payout: 1_940,
    numbers: ['12', '34', '56', '78', '90'],
    placedAt: '2026-11-22T00:01:00Z',
  },
];

export const lotteryDraw: LotteryDraw = {
  gameCode: 'VN_HANOI',
  drawNo: '20261122-0001',
  numbers: ['12', '34', '56', '78', '90'],
  drawnAt: '2026-11-22T00:00:00Z',
};

const vendor = (vassalage: string) => ({
  vassalage,
  displayName: `${vassalage} Gaming`,
  logoUrl: null,
});

/** Live (AG, DG), sports (SBT) and slots (PG, JDB), each vendor named "<code> Gaming". */
export const menus: GameMenu[] = [
  { gameType: 'LIVE', vendors: ['AG', 'DG'].map(vendor) },
  { gameType: 'SPORTS', vendors: [vendor('SBT')] },
  { gameType: 'RNG', vendors: ['PG', 'JDB'].map(vendor) },
];

/** Menus offering every game type the home shows a game section for. */
export const homeMenus: GameMenu[] = (['LIVE', 'RNG', 'FISH', 'PVP', 'SPORTS'] as const).map(
  (gameType) => ({
    gameType,
    vendors: [{ vassalage: 'PG', displayName: 'PG Soft', logoUrl: null }],
  }),
);

/** Lanes before reshaping with a card for each vendor-type home section, lottery included. */
export const homeVendorLanes: VendorLanes = {
  data: {
    lanes: [
      {
        title: 'SPORTS',
        cards: [
          vendorCard('SBT', 'SBTech', 'SBT_BOOK'),
          vendorCard('IMES', 'IM eSports', null),
          { ...vendorCard('DS88', 'DS88 Sabong', 'DS88_PIT'), gameType: 'COCKFIGHT' },
        ],
        gameClassify: [],
      },
      {
        title: 'LOTT',
        cards: [{ ...vendorCard('TCG', 'TCG Lottery', 'TCG_LOBBY'), gameType: 'LOTT' }],
        gameClassify: [],
      },
    ],
  },
};
