import type { DeskThresholds, MerchantDeskThresholds } from '@tessera/contract';
import type { Db, Trx } from '../../../core/db/database';
import { knownMerchant } from '../../merchants';
import './desk-tables';

/** No four eyes and no risk amount: a merchant nobody configured. */
export const NO_THRESHOLDS: DeskThresholds = {
  withdrawalFourEyes: null,
  adjustmentFourEyes: null,
  riskAmount: null,
};

const amountOf = (value: string | number | null) => (value === null ? null : Number(value));

/** The desk amounts of these merchants (absent ones have none). */
export async function thresholdsOf(
  db: Db | Trx,
  merchantCodes: readonly string[],
): Promise<Map<string, DeskThresholds>> {
  const found = new Map<string, DeskThresholds>();
  if (merchantCodes.length === 0) return found;
  const rows = await db
    .selectFrom('desk_threshold')
    .selectAll()
    .where('merchant_code', 'in', [...new Set(merchantCodes)])
    .execute();
  for (const row of rows)
    found.set(row.merchant_code, {
      withdrawalFourEyes: amountOf(row.withdrawal_four_eyes),
      adjustmentFourEyes: amountOf(row.adjustment_four_eyes),
      riskAmount: amountOf(row.risk_amount),
    });
  return found;
}

/** One merchant's desk amounts. */
export async function thresholdsFor(db: Db | Trx, merchantCode: string): Promise<DeskThresholds> {
  return (await thresholdsOf(db, [merchantCode])).get(merchantCode) ?? NO_THRESHOLDS;
}

/** A known merchant's desk amounts (404 MERCHANT_UNKNOWN otherwise). */
export async function readThresholds(db: Db, code: string): Promise<MerchantDeskThresholds> {
  const merchantCode = await knownMerchant(db, code);
  return { merchantCode, ...(await thresholdsFor(db, merchantCode)) };
}

/** Replaces a known merchant's desk amounts. */
export async function writeThresholds(
  db: Db,
  code: string,
  next: DeskThresholds,
  now: Date,
): Promise<MerchantDeskThresholds> {
  const merchantCode = await knownMerchant(db, code);
  const values = {
    withdrawal_four_eyes: next.withdrawalFourEyes,
    adjustment_four_eyes: next.adjustmentFourEyes,
    risk_amount: next.riskAmount,
    updated_at: now,
  };
  await db
    .insertInto('desk_threshold')
    .values({ merchant_code: merchantCode, ...values })
    .onConflict((oc) => oc.column('merchant_code').doUpdateSet(values))
    .execute();
  return readThresholds(db, merchantCode);
}

/** Whether an amount (its size, for a signed adjustment) needs four eyes under `limit`. */
export const needsFourEyes = (amount: number, limit: number | null): boolean =>
  limit !== null && Math.abs(amount) > limit;
