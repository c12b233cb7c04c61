import type { Db } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';

/** The merchant code of a path when such a merchant exists, else 404 MERCHANT_UNKNOWN. */
export async function knownMerchant(db: Db, code: string): Promise<string> {
  const row = await db
    .selectFrom('merchant')
    .select('code')
    .where('code', '=', code)
    .executeTakeFirst();
  if (!row) throw new ApiError(404, 'MERCHANT_UNKNOWN', `Unknown merchant "${code}"`);
  return row.code;
}
