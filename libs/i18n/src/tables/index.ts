import type { TableLanguage } from '@tessera/contract';
import { bn } from './bn';
import { en } from './en';
import { pt } from './pt';
import { tl } from './tl';
import type { Translation } from './translation';

/** Every shipped table, keyed by its language. */
export const TABLES: Record<TableLanguage, Translation> = { en, bn, pt, tl };

export { en };
export type { Translation };
