import { PlatformError } from '@tessera/sdk';
import type { ParseKeys } from 'i18next';

/** The i18n key of a failed game call: the catalogue message, or "unknown" for anything else. */
export function gameErrorKey(error: unknown): ParseKeys {
  return error instanceof PlatformError ? `errors.${error.code}` : 'errors.unknown';
}

/** Whether the platform refused a launch because the game or its vendor is under maintenance. */
export function isGameMaintenance(error: unknown): boolean {
  return error instanceof PlatformError && error.code === 'GAME_MAINTENANCE';
}
