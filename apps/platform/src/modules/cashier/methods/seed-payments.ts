import type { Transaction } from 'kysely';
import type { Database } from '../../../core/db/database';
import type { PaymentMethodTable } from '../shared/payment-tables';
import type { Insertable } from 'kysely';
import { nameSeededMethods, namesOf } from './method-names';

type SeedMethod = Omit<
  Insertable<PaymentMethodTable>,
  'merchant_code' | 'currency' | 'sort' | 'names'
>;

/**
 * Deposit methods of the demo merchants, in display order, limits and fee in minor units:
 * AURORA takes BDT (bKash, Nagad, bank transfer), LUMEN takes PHP (GCash, Maya).
 */
export const SEED_PAYMENT_METHODS: Record<string, { currency: string; methods: SeedMethod[] }> = {
  AURORA: {
    currency: 'BDT',
    methods: [
      {
        code: 'BKASH',
        name: 'bKash',
        kind: 'redirect',
        min_amount: 20_000,
        max_amount: 2_500_000,
        fee: 0,
        daily_count: 10,
        logo: '/cdn/payments/bkash.svg',
      },
      {
        code: 'NAGAD',
        name: 'Nagad',
        kind: 'qr',
        min_amount: 20_000,
        max_amount: 2_500_000,
        fee: 0,
        daily_count: 10,
        logo: '/cdn/payments/nagad.svg',
      },
      {
        code: 'BANK',
        name: 'Bank transfer',
        kind: 'bank',
        min_amount: 100_000,
        max_amount: 50_000_000,
        fee: 2_500,
        daily_count: 3,
        logo: '/cdn/payments/bank.svg',
      },
    ],
  },
  LUMEN: {
    currency: 'PHP',
    methods: [
      {
        code: 'GCASH',
        name: 'GCash',
        kind: 'redirect',
        min_amount: 10_000,
        max_amount: 5_000_000,
        fee: 0,
        daily_count: 10,
        logo: '/cdn/payments/gcash.svg',
      },
      {
        code: 'MAYA',
        name: 'Maya',
        kind: 'qr',
        min_amount: 10_000,
        max_amount: 5_000_000,
        fee: 0,
        daily_count: 10,
        logo: '/cdn/payments/maya.svg',
      },
    ],
  },
};

/** Withdrawal limits of the demo merchants, minor units (BDT 50–25,000; PHP 100–50,000). */
export const SEED_WITHDRAWAL_LIMITS: Record<string, { min_amount: number; max_amount: number }> = {
  AURORA: { min_amount: 5_000, max_amount: 2_500_000 },
  LUMEN: { min_amount: 10_000, max_amount: 5_000_000 },
};

/**
 * Inserts the demo methods (named in every language); existing rows win, so an operator's edits
 * survive a restart, and every merchant's seeded methods get the names per language they lack.
 */
export async function seedPayments(trx: Transaction<Database>): Promise<void> {
  const rows = Object.entries(SEED_PAYMENT_METHODS).flatMap(([merchant, { currency, methods }]) =>
    methods.map((method, sort) => ({
      ...method,
      names: namesOf(method.code),
      merchant_code: merchant,
      currency,
      sort,
    })),
  );
  await trx
    .insertInto('payment_method')
    .values(rows)
    .onConflict((oc) => oc.columns(['merchant_code', 'code']).doNothing())
    .execute();
  await nameSeededMethods(trx);
  await trx
    .insertInto('withdrawal_limit')
    .values(
      Object.entries(SEED_WITHDRAWAL_LIMITS).map(([merchant, limit]) => ({
        merchant_code: merchant,
        ...limit,
      })),
    )
    .onConflict((oc) => oc.column('merchant_code').doNothing())
    .execute();
}
