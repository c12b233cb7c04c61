import type { DepositMethod } from '@tessera/contract';
import { pickLocalized } from '@tessera/domain';
import type { Db } from '../../../core/db/database';
import type { PaymentMethodRow } from '../shared/payment-tables';

/** Whom a list is worded for: the asked language and the merchant's default. */
export interface MethodReader {
  language: string;
  fallback: string;
}

/** A stored method as the cashier lists it, its name in the reader's language. */
export function methodView(row: PaymentMethodRow, reader: MethodReader): DepositMethod {
  return {
    id: Number(row.id),
    name: pickLocalized(row.names, reader.language, reader.fallback) || row.name,
    kind: row.kind,
    currency: row.currency,
    min: Number(row.min_amount),
    max: Number(row.max_amount),
    fee: Number(row.fee),
    order: row.sort,
    logo: row.logo,
  };
}

/** The merchant's switched-on methods in one currency, in the merchant's order. */
export async function listMethods(
  db: Db,
  merchantCode: string,
  currency: string,
  reader: MethodReader,
): Promise<DepositMethod[]> {
  const rows = await db
    .selectFrom('payment_method')
    .selectAll()
    .where('merchant_code', '=', merchantCode)
    .where('currency', '=', currency)
    .where('enabled', '=', true)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map((row) => methodView(row, reader));
}

/** A switched-on method of this merchant, or undefined (another merchant's counts as unknown). */
export function findMethod(
  db: Db,
  merchantCode: string,
  methodId: number,
): Promise<PaymentMethodRow | undefined> {
  return db
    .selectFrom('payment_method')
    .selectAll()
    .where('id', '=', methodId)
    .where('merchant_code', '=', merchantCode)
    .where('enabled', '=', true)
    .executeTakeFirst();
}
