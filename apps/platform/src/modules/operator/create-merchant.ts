import type { NewMerchantCreated, NewMerchantRequest } from '@tessera/contract';
import type { Db } from '../../core/db/database';
import { createAccountSettings, type AccountSecrets } from '../accounts';
import { createMerchantRecords } from '../merchants';
import { createPaymentSettings } from '../cashier';

/**
 * A new merchant, ready for its brand, in ONE transaction: each module writes its own part
 * (merchants: row, features, site; accounts: settings and secrets; payments: methods and
 * limits), so a failure leaves no half merchant behind. Modules without per-merchant rows
 * (content, games, records) need nothing: empty content and every vendor on are their
 * defaults. `secrets` are generated unless given (a generated brand's seed brings its own).
 */
export async function createMerchant(
  db: Db,
  req: NewMerchantRequest,
  secrets?: AccountSecrets,
): Promise<NewMerchantCreated> {
  return db.transaction().execute(async (trx) => {
    await createMerchantRecords(trx, req);
    const created = await createAccountSettings(trx, req, secrets);
    await createPaymentSettings(trx, req.code, req.currency);
    return { code: req.code, ...created };
  });
}
