import type { Db } from './database';
import type { NewMerchantFeature } from './schema';
import { seedAccounts } from './seed-accounts';
import { seedAnnouncements, seedHelpTopics, seedSite } from './seed-content';
import { seedDisabledVendors, seedGameCatalogue } from './seed-games';
import { SEED_MERCHANTS, type SeedFeature, type SeedMerchant } from './seed-data';
import { seedRounds } from './seed-rounds';

/**
 * Inserts the demo merchants with their feature trees, site settings and content, and the
 * shared game-vendor catalogue. Idempotent: existing rows win, so an
 * operator's later edits survive a restart.
 */
export async function seed(
  db: Db,
  merchants: readonly SeedMerchant[] = SEED_MERCHANTS,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await seedGameCatalogue(trx);
    for (const { merchant, features, ...content } of merchants) {
      await trx
        .insertInto('merchant')
        .values(merchant)
        .onConflict((oc) => oc.column('code').doNothing())
        .execute();
      const rows = flatten(merchant.code, features, null);
      if (rows.length > 0)
        await trx
          .insertInto('merchant_feature')
          .values(rows)
          .onConflict((oc) => oc.columns(['merchant_code', 'mod_id']).doNothing())
          .execute();
      if (content.site) await seedSite(trx, merchant.code, content.site);
      await seedAnnouncements(trx, merchant.code, content.announcements ?? []);
      await seedHelpTopics(trx, merchant.code, content.helpTopics ?? []);
      await seedDisabledVendors(trx, merchant.code, content.disabledVendors ?? []);
    }
  });
  // Outside the content transaction: members open their own (member, wallet and ledger at once).
  await seedAccounts(db);
  await seedRounds(db);
}

// Parents come before their children, so the parent foreign key holds row by row.
function flatten(
  merchantCode: string,
  nodes: SeedFeature[],
  parent: string | null,
): NewMerchantFeature[] {
  return nodes.flatMap((node, index) => [
    {
      merchant_code: merchantCode,
      mod_id: node.modId,
      parent_mod_id: parent,
      enabled: node.enabled,
      sort: index,
    },
    ...flatten(merchantCode, node.children ?? [], node.modId),
  ]);
}
