import Type, { type Static } from 'typebox';
import { StringEnum } from '../core/schema-types';
import { LOTTERY_BET_STATUSES, LOTTERY_BET_TYPES } from './constants';

export type LotteryBetType = (typeof LOTTERY_BET_TYPES)[number];
export type LotteryBetStatus = (typeof LOTTERY_BET_STATUSES)[number];

/** Largest stake of one lottery bet, minor units (100,000.00 of a two-decimal currency). */
export const LOTTERY_MAX_STAKE = 10_000_000;

/** A bet from the sandbox lottery page, on the draw it names (refused once that draw closed). */
export const LotteryBetRequest = Type.Object({
  drawNo: Type.String({ pattern: '^\\d{8}-\\d{4}$' }),
  betType: StringEnum(LOTTERY_BET_TYPES),
  /** The number of a NUMBER bet, within the game's range. */
  pick: Type.Optional(Type.Integer({ minimum: 0, maximum: 999_999 })),
  stake: Type.Integer({ minimum: 1, maximum: LOTTERY_MAX_STAKE }),
});
export type LotteryBetRequest = Static<typeof LotteryBetRequest>;

/** One lottery bet as the player sees it; amounts in minor units, times ISO. */
export const LotteryBet = Type.Object({
  id: Type.Integer(),
  gameCode: Type.String(),
  gameName: Type.String(),
  drawNo: Type.String(),
  drawAt: Type.String(),
  betType: StringEnum(LOTTERY_BET_TYPES),
  pick: Type.Union([Type.Integer(), Type.Null()]),
  stake: Type.Integer(),
  /** What a win pays per unit staked, in hundredths (194 = 1.94×). */
  oddsHundredths: Type.Integer(),
  status: StringEnum(LOTTERY_BET_STATUSES),
  /** The win (0 on a loss); null while open. */
  payout: Type.Union([Type.Integer(), Type.Null()]),
  /** The draw's numbers once it is out. */
  numbers: Type.Union([Type.Array(Type.String()), Type.Null()]),
  placedAt: Type.String(),
});
export type LotteryBet = Static<typeof LotteryBet>;

export const LotteryBets = Type.Array(LotteryBet);
export type LotteryBets = Static<typeof LotteryBets>;

/** A bet type the page offers, with its odds. */
export const LotteryBetOption = Type.Object({
  betType: StringEnum(LOTTERY_BET_TYPES),
  oddsHundredths: Type.Integer(),
});

/** What the sandbox lottery page shows: the game, the draw open for bets, options, recent bets. */
export const LotteryTable = Type.Object({
  gameCode: Type.String(),
  gameName: Type.String(),
  /** The range of the first number, which every bet is on. */
  min: Type.Integer(),
  max: Type.Integer(),
  /** The draw open for bets: never its numbers, only their commitment (see LotteryDraw). */
  openDraw: Type.Object({
    drawNo: Type.String(),
    drawAt: Type.String(),
    closesAt: Type.String(),
    commitment: Type.String(),
  }),
  options: Type.Array(LotteryBetOption),
  bets: LotteryBets,
});
export type LotteryTable = Static<typeof LotteryTable>;

/** Query of the member's lottery bets: newest first, `before` an id for the next page. */
export const LotteryBetsQuery = Type.Object({
  before: Type.Optional(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
export type LotteryBetsQuery = Static<typeof LotteryBetsQuery>;

/** Reply of the operator's settlement call: the sweep was queued for a worker. */
export const LotterySettlementQueued = Type.Object({ queued: Type.Boolean() });
export type LotterySettlementQueued = Static<typeof LotterySettlementQueued>;
