import type { NewMerchantRequest } from '@tessera/contract';
import type { Db } from '../../core/db/database';
import type { AccountSecrets } from '../accounts';
import { seedWelcomeBanner } from '../content';
import { findMerchant } from '../merchants';
import { createMerchant } from './create-merchant';
import GENERATED_BRANDS from './seed-brands.json' with { type: 'json' };

/** A merchant the brand generator added for the embedded database, with its brand's secrets. */
export interface SeedBrand {
  merchant: NewMerchantRequest;
  secrets: AccountSecrets;
}

/**
 * Creates the merchants of generated brands (`npx nx g @tessera/brand:brand`, which appends to
 * seed-brands.json) that the database does not have yet, as the operator API would. A merchant
 * that exists is left as it is (an operator's edits win), also when a second replica got there
 * first; only its seeded welcome banner is redrawn.
 */
export async function seedBrands(
  db: Db,
  brands: readonly SeedBrand[] = GENERATED_BRANDS as SeedBrand[],
): Promise<void> {
  for (const { merchant, secrets } of brands) {
    const exists = await findMerchant(db, merchant.code);
    const created =
      !exists &&
      (await createMerchant(db, merchant, secrets).then(
        () => true,
        (error: unknown) => {
          if ((error as { code?: string }).code !== 'MERCHANT_EXISTS') throw error;
          return false;
        },
      ));
    // Also for a brand made earlier: its banner, while still the seed's drawing, is drawn
    // again in every language (an operator's own art stays; seedAnnouncements).
    if (created || exists)
      await db
        .transaction()
        .execute((trx) => seedWelcomeBanner(trx, merchant.code, merchant.displayName));
  }
}
