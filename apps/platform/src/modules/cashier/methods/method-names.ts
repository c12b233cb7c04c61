import type { TableLanguage } from '@tessera/contract';
import { sql } from 'kysely';
import type { Trx } from '../../../core/db/database';

/**
 * The seeded deposit methods' names in every language a brand may offer, by method code. A
 * wallet's brand name stays as its maker writes it (bKash and Nagad have a Bengali one; GCash
 * and Maya are written in Latin letters everywhere, so they need no entry).
 */
export const METHOD_NAMES: Readonly<Record<string, Record<TableLanguage, string>>> = {
  EWALLET: {
    en: 'E-wallet',
    bn: 'ই-ওয়ালেট',
    pt: 'Carteira digital',
    tl: 'E-wallet',
    ar: 'محفظة إلكترونية',
  },
  BANK: {
    en: 'Bank transfer',
    bn: 'ব্যাংক ট্রান্সফার',
    pt: 'Transferência bancária',
    tl: 'Paglipat sa bangko',
    ar: 'تحويل بنكي',
  },
  BKASH: { en: 'bKash', bn: 'বিকাশ', pt: 'bKash', tl: 'bKash', ar: 'bKash' },
  NAGAD: { en: 'Nagad', bn: 'নগদ', pt: 'Nagad', tl: 'Nagad', ar: 'Nagad' },
};

/** The `names` column of a new method with this code (none: the single name serves all). */
export const namesOf = (code: string): string => JSON.stringify(METHOD_NAMES[code] ?? {});

/**
 * Gives methods made before names per language existed (migration 0081) their names: only a
 * method still called by its seeded English name, and never one that has names already.
 */
export async function nameSeededMethods(trx: Trx): Promise<void> {
  for (const [code, names] of Object.entries(METHOD_NAMES))
    await trx
      .updateTable('payment_method')
      .set({ names: JSON.stringify(names) })
      .where('code', '=', code)
      .where('name', '=', names.en)
      .where('names', '=', sql<Record<string, string>>`'{}'::jsonb`)
      .execute();
}
