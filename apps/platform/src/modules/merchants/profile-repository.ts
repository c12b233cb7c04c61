import type { MerchantProfile } from '@tessera/contract';
import type { Db, Trx } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';

type ProfileRow = { code: string; currency: string; languages: string[]; default_language: string };

function toProfile(row: ProfileRow): MerchantProfile {
  return {
    code: row.code,
    currency: row.currency,
    languages: row.languages,
    defaultLanguage: row.default_language,
  };
}

function unknown(code: string): ApiError {
  return new ApiError(404, 'MERCHANT_UNKNOWN', `Unknown merchant "${code}"`);
}

/**
 * Replaces the merchant's languages and default language in one statement (the default must be
 * one of the list, checked before the write: both come in the same body).
 */
export async function updateLanguages(
  db: Db,
  code: string,
  languages: string[],
  defaultLanguage: string,
  /** Given the languages right before the change (the audit trail's before). */
  noteBefore: (before: { languages: string[]; defaultLanguage: string }) => void = () => {},
): Promise<MerchantProfile> {
  if (!languages.includes(defaultLanguage))
    throw new ApiError(400, 'BAD_REQUEST', 'defaultLanguage must be one of languages');
  const was = await db
    .selectFrom('merchant')
    .select(['languages', 'default_language'])
    .where('code', '=', code)
    .executeTakeFirst();
  if (was) noteBefore({ languages: was.languages, defaultLanguage: was.default_language });
  const row = await db
    .updateTable('merchant')
    .set({ languages, default_language: defaultLanguage })
    .where('code', '=', code)
    .returning(['code', 'currency', 'languages', 'default_language'])
    .executeTakeFirst();
  if (!row) throw unknown(code);
  return toProfile(row);
}

/**
 * This module's part of a currency change, inside the caller's transaction: locks the merchant
 * row (two changes of one merchant queue here) and writes the new currency. Unknown → 404.
 */
export async function setMerchantCurrency(
  trx: Trx,
  code: string,
  currency: string,
  /** Given the currency as locked, before the change (the audit trail's before). */
  noteBefore: (before: { currency: string }) => void = () => {},
): Promise<MerchantProfile> {
  const locked = await trx
    .selectFrom('merchant')
    .select(['code', 'currency'])
    .where('code', '=', code)
    .forUpdate()
    .executeTakeFirst();
  if (!locked) throw unknown(code);
  noteBefore({ currency: locked.currency });
  const row = await trx
    .updateTable('merchant')
    .set({ currency })
    .where('code', '=', code)
    .returning(['code', 'currency', 'languages', 'default_language'])
    .executeTakeFirstOrThrow();
  return toProfile(row);
}
