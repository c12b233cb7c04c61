import type { PrizeMode } from '@tessera/domain';

/** How the numbers of one draw look. */
export interface BallSpec {
  count: number;
  min: number;
  max: number;
  /** No number repeats within a draw (keno, PK10, Mark Six). */
  distinct: boolean;
  /** Digits shown, zero-padded: 2 → "07". */
  width: number;
}

/** A lottery game: its catalogue entry and how its computed draws work. */
export interface LotteryDefinition {
  gameCode: string;
  vassalage: string;
  gameType: 'LOTT' | 'ELOTT';
  name: string;
  /** Catalogue sub-category: VN, SEA, FAST or CLASSIC. */
  classify: string;
  /** Prize modes the game is offered in; the first is its own (spec §4 prize modes). */
  prizeModes: readonly PrizeMode[];
  /** Seconds between draws; draw N happens at N × interval since the epoch. */
  intervalSeconds: number;
  balls: BallSpec;
}

const MINUTE = 60;
const DAY = 86_400;
const balls = (count: number, min: number, max: number, distinct = false): BallSpec => ({
  count,
  min,
  max,
  distinct,
  width: String(max).length,
});

const VN_REGIONS: readonly [string, string][] = [
  ['HANOI', 'Hanoi'],
  ['HCMC', 'Ho Chi Minh'],
  ['DANANG', 'Da Nang'],
  ['HAIPHONG', 'Hai Phong'],
  ['CANTHO', 'Can Tho'],
  ['DONGNAI', 'Dong Nai'],
  ['VUNGTAU', 'Vung Tau'],
  ['KHANHHOA', 'Khanh Hoa'],
];

/** Vietnamese lotteries (TCG_LOTTO_VN, /vnLottery): five 5-digit prizes per draw. */
const VN_GAMES: LotteryDefinition[] = VN_REGIONS.flatMap(([code, name], region) => {
  // Hanoi also runs 1- and 3-minute draws; every region has a 5-minute and a daily draw.
  const speeds: [string, string, number][] = [
    ...(region === 0
      ? ([
          ['_1M', ' 1-minute', MINUTE],
          ['_3M', ' 3-minute', 3 * MINUTE],
        ] as [string, string, number][])
      : []),
    ['_5M', ' 5-minute', 5 * MINUTE],
    ['', ' Daily', DAY],
  ];
  return speeds.map(([suffix, label, intervalSeconds]) => ({
    gameCode: `VN_${code}${suffix}`,
    vassalage: 'TCG_LOTTO_VN',
    gameType: 'ELOTT' as const,
    name: `${name}${label}`,
    classify: 'VN',
    prizeModes: ['ELOTT', 'LOTT'] as const,
    intervalSeconds,
    balls: balls(5, 0, 99_999),
  }));
});

type Row = [code: string, name: string, intervalSeconds: number, balls: BallSpec];

function games(
  vassalage: string,
  gameType: LotteryDefinition['gameType'],
  classify: string,
  prizeModes: readonly PrizeMode[],
  rows: Row[],
): LotteryDefinition[] {
  return rows.map(([gameCode, name, intervalSeconds, spec]) => ({
    gameCode,
    vassalage,
    gameType,
    name,
    classify,
    prizeModes,
    intervalSeconds,
    balls: spec,
  }));
}

/** Every lottery game, in catalogue order per vendor (the first is the vendor card's game). */
export const LOTTERY_GAMES: readonly LotteryDefinition[] = [
  ...VN_GAMES,
  ...games(
    'TCG_LOTTO',
    'ELOTT',
    'FAST',
    ['ELOTT', 'LOTT'],
    [
      ['TCG_LOTTO_FAST3_1M', 'Fast 3 1-minute', MINUTE, balls(3, 1, 6)],
      ['TCG_LOTTO_FAST3_3M', 'Fast 3 3-minute', 3 * MINUTE, balls(3, 1, 6)],
      ['TCG_LOTTO_SSC_1M', 'Lucky SSC 1-minute', MINUTE, balls(5, 0, 9)],
      ['TCG_LOTTO_SSC_5M', 'Lucky SSC 5-minute', 5 * MINUTE, balls(5, 0, 9)],
      ['TCG_LOTTO_PK10_1M', 'Speed PK10 1-minute', MINUTE, balls(10, 1, 10, true)],
      ['TCG_LOTTO_11X5_3M', '11 Choose 5 3-minute', 3 * MINUTE, balls(5, 1, 11, true)],
      ['TCG_LOTTO_KENO_5M', 'Keno 5-minute', 5 * MINUTE, balls(20, 1, 80, true)],
      ['TCG_LOTTO_LUCKY28_3M', 'Lucky 28 3-minute', 3 * MINUTE, balls(3, 0, 9)],
    ],
  ),
  ...games(
    'TCG',
    'LOTT',
    'CLASSIC',
    ['ZY', 'LOTT'],
    [
      ['TCG_SSC_CQ', 'Chongqing SSC', 20 * MINUTE, balls(5, 0, 9)],
      ['TCG_11X5_GD', 'Guangdong 11 Choose 5', 20 * MINUTE, balls(5, 1, 11, true)],
      ['TCG_FAST3_JS', 'Jiangsu Fast 3', 20 * MINUTE, balls(3, 1, 6)],
      ['TCG_PK10_BJ', 'Beijing PK10', 20 * MINUTE, balls(10, 1, 10, true)],
      ['TCG_KENO_BJ', 'Beijing Keno', 5 * MINUTE, balls(20, 1, 80, true)],
      ['TCG_3D_FC', 'Welfare 3D', DAY, balls(3, 0, 9)],
      ['TCG_PL3', 'Pick 3', DAY, balls(3, 0, 9)],
      ['TCG_MARKSIX_HK', 'Mark Six', 3 * DAY, balls(7, 1, 49, true)],
    ],
  ),
  ...games(
    'TCG_SEA',
    'LOTT',
    'SEA',
    ['SEA'],
    [
      ['SEA_THAI_GOV', 'Thai Government Lottery', DAY, balls(1, 0, 999_999)],
      ['SEA_THAI_5M', 'Thai Lotto 5-minute', 5 * MINUTE, balls(1, 0, 999_999)],
      ['SEA_LAO_DAILY', 'Lao Lottery', DAY, balls(1, 0, 999_999)],
      ['SEA_LAO_5M', 'Lao Lotto 5-minute', 5 * MINUTE, balls(1, 0, 999_999)],
      ['SEA_MAGNUM_4D', 'Magnum 4D', DAY, balls(3, 0, 9999)],
      ['SEA_TOTO_4D', 'Toto 4D', DAY, balls(3, 0, 9999)],
      ['SEA_DAMACAI_4D', 'Da Ma Cai 4D', DAY, balls(3, 0, 9999)],
      ['SEA_SG_4D', 'Singapore 4D', DAY, balls(3, 0, 9999)],
      ['SEA_MY_4D_5M', 'Malaysia 4D 5-minute', 5 * MINUTE, balls(3, 0, 9999)],
    ],
  ),
];

const BY_CODE = new Map(LOTTERY_GAMES.map((game) => [game.gameCode, game]));

/** The lottery game of a code, or undefined. */
export function lotteryDefinition(gameCode: string): LotteryDefinition | undefined {
  return BY_CODE.get(gameCode);
}

/** Whether a game code is one of the computed lotteries. */
export const isLotteryGame = (gameCode: string) => BY_CODE.has(gameCode);
