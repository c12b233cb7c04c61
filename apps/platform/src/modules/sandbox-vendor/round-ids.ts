import { randomBytes } from 'node:crypto';

/**
 * A new round id of the sandbox games: the game's name and 96 random bits, short enough that
 * the round's transaction ids (`<round>:bet`, `:win`, `:cancel`) stay within the PAM document's
 * 40 characters for provider ids.
 */
export const newRoundId = (game: 'slot' | 'crash') => `${game}-${randomBytes(12).toString('hex')}`;
