import type { MerchantProfile } from '@tessera/contract';
import type { Db } from '../../../core/db/database';
import { ApiError } from '../../../core/http/api-error';
import { memberRows } from '../../accounts';
import { setMerchantCurrency } from '../../merchants';
import { relabelPaymentMethods } from '../methods/payment-method-settings';
import { relabelEmptyWallets } from '../../wallet';

/**
 * A merchant's new currency, in ONE transaction. The rule: amounts are never converted, so the
 * change is refused (409 CURRENCY_IN_USE, nothing written) while any member of the merchant
 * holds money (main wallet balance or hold, vendor wallet balance) or a deposit or withdrawal is
 * open. Each module relabels its own rows (merchant, empty wallets, deposit methods); the wallet
 * part acts before it checks, so a credit racing the change is either seen or lands after it
 * in the new currency (wallet-currency.ts).
 */
export async function changeCurrency(
  db: Db,
  code: string,
  currency: string,
  /** Given the currency as it was (the audit trail's before). */
  noteBefore: (before: { currency: string }) => void = () => {},
): Promise<MerchantProfile> {
  return db.transaction().execute(async (trx) => {
    const profile = await setMerchantCurrency(trx, code, currency, noteBefore);
    const members = memberRows(trx).clearSelect().select('id').where('merchant_code', '=', code);
    const holding = await relabelEmptyWallets(trx, members, currency);
    const open = await relabelPaymentMethods(trx, code, currency);
    if (holding + open > 0)
      throw new ApiError(
        409,
        'CURRENCY_IN_USE',
        `${holding} wallet(s) hold money and ${open} payment(s) are open in the old currency`,
      );
    return profile;
  });
}
