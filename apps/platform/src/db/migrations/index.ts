import type { Migration } from 'kysely';
import * as m0001 from './0001-merchants';

/**
 * Every migration, keyed by name. Kysely applies them in key order, so names start with a
 * zero-padded number; a shipped migration is never edited, only followed by a new one.
 */
export const migrations: Record<string, Migration> = {
  '0001-merchants': m0001,
};
