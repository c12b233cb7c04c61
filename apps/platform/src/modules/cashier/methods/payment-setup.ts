import type { Trx } from '../../../core/db/database';
import { namesOf } from './method-names';

/**
 * This module's part of a new merchant, inside the caller's transaction: two deposit methods
 * through the sandbox provider (an e-wallet page and a bank transfer an operator approves, named
 * in every language) and withdrawal limits, in the merchant's currency. Amounts assume two
 * minor digits (100.00 …), as every currency the product serves has; the operator edits them
 * afterwards.
 */
export async function createPaymentSettings(trx: Trx, code: string, currency: string) {
  const method = { merchant_code: code, currency, fee: 0, daily_count: 10 };
  await trx
    .insertInto('payment_method')
    .values([
      {
        ...method,
        code: 'EWALLET',
        name: 'E-wallet',
        names: namesOf('EWALLET'),
        kind: 'redirect',
        min_amount: 10_000,
        max_amount: 5_000_000,
        logo: '/cdn/payments/ewallet.svg',
        sort: 0,
      },
      {
        ...method,
        code: 'BANK',
        name: 'Bank transfer',
        names: namesOf('BANK'),
        kind: 'bank',
        min_amount: 100_000,
        max_amount: 50_000_000,
        daily_count: 3,
        logo: '/cdn/payments/bank.svg',
        sort: 1,
      },
    ])
    .execute();
  await trx
    .insertInto('withdrawal_limit')
    .values({ merchant_code: code, min_amount: 10_000, max_amount: 5_000_000 })
    .execute();
}
