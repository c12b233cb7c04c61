import type { IdentitySettings } from '@tessera/contract';
import type { Db } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';
import { documentsApprovedFor } from './document-store';

/** The merchant's documents threshold (minor units), or null: documents are never required. */
export async function documentsThreshold(db: Db, merchantCode: string): Promise<number | null> {
  const row = await db
    .selectFrom('identity_setting')
    .select('documents_threshold')
    .where('merchant_code', '=', merchantCode)
    .executeTakeFirst();
  return row?.documents_threshold == null ? null : Number(row.documents_threshold);
}

export async function identitySettings(db: Db, merchantCode: string): Promise<IdentitySettings> {
  return { documentsThreshold: await documentsThreshold(db, merchantCode) };
}

/** Sets the merchant's threshold (null: never required); answers the settings. */
export async function setIdentitySettings(
  db: Db,
  merchantCode: string,
  { documentsThreshold: threshold }: IdentitySettings,
  now: Date,
): Promise<IdentitySettings> {
  await db
    .insertInto('identity_setting')
    .values({ merchant_code: merchantCode, documents_threshold: threshold, updated_at: now })
    .onConflict((oc) =>
      oc.column('merchant_code').doUpdateSet({ documents_threshold: threshold, updated_at: now }),
    )
    .execute();
  return { documentsThreshold: threshold };
}

/**
 * The withdrawal rule: a withdrawal above the merchant's threshold waits for approved identity
 * documents (`documentsApprovedFor`); otherwise 409 DOCUMENTS_REQUIRED, whose value names the
 * threshold so the site can say above what. The cashier module calls it before a withdrawal.
 */
export async function refuseWithoutDocuments(
  db: Db,
  merchantCode: string,
  memberId: number,
  amount: number,
): Promise<void> {
  const threshold = await documentsThreshold(db, merchantCode);
  if (threshold === null || amount <= threshold) return;
  if (await documentsApprovedFor(db, memberId)) return;
  throw new ApiError(
    409,
    'DOCUMENTS_REQUIRED',
    `Withdrawals above ${threshold} minor units need approved identity documents: upload them in the security centre`,
    { value: { threshold } },
  );
}
