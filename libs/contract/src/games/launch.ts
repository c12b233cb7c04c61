import Type, { type Static } from 'typebox';
import { LanguageParam } from '../core/params';
import { GAME_TYPES, LAUNCH_DEVICES } from './constants';

const code = Type.String({ minLength: 1, maxLength: 64 });
const text = Type.String({ maxLength: 255 });

/** Launch fields (spec §7): the sandbox reads gameCode, vassalage, gameType and language. */
const launchFields = {
  gameType: Type.Optional(Type.Enum(GAME_TYPES)),
  language: Type.Optional(LanguageParam),
  device: Type.Optional(Type.Enum(LAUNCH_DEVICES)),
  /** Where the vendor page's "back" goes. */
  backUrl: Type.Optional(Type.String({ maxLength: 2048 })),
  /** Lottery launches (spec §7 lottery): prize mode, area and mode. */
  prizeMode: Type.Optional(text),
  lottoArea: Type.Optional(text),
  launchMode: Type.Optional(text),
  /**
   * A multi-wallet merchant's automatic transfer (the player's wallet-page switch; on when
   * absent): the launch first brings every other game wallet back to main, then moves all of
   * main's available money into the game vendor's wallet. `false`: no money moves.
   */
  autoTransfer: Type.Optional(Type.Boolean()),
};

/** `POST /wps/game/launchGame` body: one game, so `gameCode` is required. */
export const LaunchGameRequest = Type.Object({ gameCode: code, vassalage: code, ...launchFields });
export type LaunchGameRequest = Static<typeof LaunchGameRequest>;

/** `GCS_gameLaunchFB` body: a vendor's own lobby, `gameCode` optional. */
export const LaunchRequest = Type.Object({
  gameCode: Type.Optional(code),
  vassalage: code,
  ...launchFields,
});
export type LaunchRequest = Static<typeof LaunchRequest>;

/**
 * Launch reply: the page to open in the game popup and, when the automatic transfer moved the
 * player's money into a game wallet, that wallet's code: the site calls it back to main when the
 * game closes (the platform also does on the next launch and before a withdrawal needs it).
 */
export const LaunchResult = Type.Object({
  url: Type.String(),
  gameWallet: Type.Optional(Type.String()),
});
export type LaunchResult = Static<typeof LaunchResult>;
