import Type, { type Static } from 'typebox';
import { CodeParam, WordParam } from '../core/params';
import { StringEnum } from '../core/schema-types';
import { PRIZE_MODES } from './constants';

export type PrizeMode = (typeof PRIZE_MODES)[number];

/** Query of the lottery menu: with a prize mode, the games offered in that mode. */
export const LotteryMenuQuery = Type.Object({
  prizeMode: Type.Optional(StringEnum(PRIZE_MODES)),
  /** Spec §7: device WEB; one menu serves every device. */
  device: Type.Optional(WordParam),
});
export type LotteryMenuQuery = Static<typeof LotteryMenuQuery>;

/** Query of recent draws and opened numbers: `?gameCode=`. */
export const GameCodeQuery = Type.Object({
  gameCode: Type.String({ ...CodeParam, maxLength: 40 }),
});
export type GameCodeQuery = Static<typeof GameCodeQuery>;

/** A lottery game of the lottery menus (spec §7 Lottery). */
export const LotteryGame = Type.Object({
  gameCode: Type.String(),
  vassalage: Type.String(),
  name: Type.String(),
  prizeMode: Type.String(),
  /** Seconds between draws. */
  drawIntervalSeconds: Type.Integer(),
  /** ISO time of the next draw. */
  nextDrawAt: Type.String(),
});
export type LotteryGame = Static<typeof LotteryGame>;

/** Reply value of the lottery menu. */
export const LotteryGames = Type.Array(LotteryGame);
export type LotteryGames = Static<typeof LotteryGames>;

/**
 * One drawn lottery draw: its number and the opened numbers; `drawnAt` is an ISO time. Only
 * draws whose time has come are ever sent. The platform's computed draws also carry their
 * proof: `commitment` (published before the draw, with the bet slip's open draw) is the hex
 * SHA-256 of `salt|n1,n2,…`, and `salt` is revealed with the numbers so anyone can check it.
 */
export const LotteryDraw = Type.Object({
  gameCode: Type.String(),
  drawNo: Type.String(),
  numbers: Type.Array(Type.String()),
  drawnAt: Type.String(),
  salt: Type.Optional(Type.String()),
  commitment: Type.Optional(Type.String()),
});
export type LotteryDraw = Static<typeof LotteryDraw>;

/** Reply value of recent draws, newest first. */
export const LotteryDraws = Type.Array(LotteryDraw);
export type LotteryDraws = Static<typeof LotteryDraws>;
