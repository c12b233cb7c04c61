import type { TableLanguage, WhitelabelInfo, WhitelabelNode } from '@tessera/contract';
import type { Db } from '../../core/db/database';
import type { Merchant } from './merchant-tables';
import { buildFeatureTree } from './feature-tree';

// Record<TableLanguage, …> makes the compiler flag this list when the contract adds a language.
const TABLE_LANGUAGES: Record<TableLanguage, true> = {
  en: true,
  bn: true,
  pt: true,
  tl: true,
  ar: true,
};

function isTableLanguage(value: string): value is TableLanguage {
  return Object.hasOwn(TABLE_LANGUAGES, value);
}

/** The merchant with this code, or undefined. */
export async function findMerchant(db: Db, code: string): Promise<Merchant | undefined> {
  return db.selectFrom('merchant').selectAll().where('code', '=', code).executeTakeFirst();
}

/** The merchant's feature tree (whitelabel modIds). */
export async function loadFeatureTree(db: Db, code: string): Promise<WhitelabelNode[]> {
  const rows = await db
    .selectFrom('merchant_feature')
    .select(['mod_id as modId', 'parent_mod_id as parentModId', 'enabled', 'sort'])
    .where('merchant_code', '=', code)
    .execute();
  return buildFeatureTree(rows);
}

/** The merchant's whitelabel description: identity, currency, languages and feature tree. */
export async function loadWhitelabel(db: Db, merchant: Merchant): Promise<WhitelabelInfo> {
  const languages = merchant.languages.filter(isTableLanguage);
  return {
    merchantCode: merchant.code,
    displayName: merchant.display_name,
    currency: merchant.currency,
    // The schema guarantees the default is listed; an untranslated one falls back to the first.
    defaultLanguage: isTableLanguage(merchant.default_language)
      ? merchant.default_language
      : (languages[0] ?? 'en'),
    languages,
    timeZone: merchant.time_zone,
    tree: await loadFeatureTree(db, merchant.code),
  };
}
