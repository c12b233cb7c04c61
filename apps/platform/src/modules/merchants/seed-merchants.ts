import type { Trx } from '../../core/db/database';
import type { NewMerchantFeature } from './merchant-tables';
import { SEED_MERCHANTS, type SeedFeature } from './seed-merchants-data';
import type { SeedSite } from './seed-site-data';

// Every insert keeps the existing row: an operator's edits survive a restart.

/** Seeds the demo merchants with their feature trees and site settings. */
export async function seedMerchants(trx: Trx): Promise<void> {
  for (const { merchant, features, site } of SEED_MERCHANTS) {
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
    if (site) await seedSite(trx, merchant.code, site);
  }
}

/** The merchant's site settings, customer service, social links and resources. */
async function seedSite(trx: Trx, code: string, seed: SeedSite): Promise<void> {
  await trx
    .insertInto('merchant_site')
    .values({ merchant_code: code, ...seed.site })
    .onConflict((oc) => oc.column('merchant_code').doNothing())
    .execute();
  const inOrder = <T>(rows: T[]) =>
    rows.map((row, sort) => ({ ...row, merchant_code: code, sort }));
  if (seed.customerService.length > 0)
    await trx
      .insertInto('merchant_customer_service')
      .values(
        inOrder(
          seed.customerService.map((e) => ({
            cs_position: e.csPosition,
            label: e.label,
            url: e.url,
          })),
        ),
      )
      .onConflict((oc) => oc.columns(['merchant_code', 'cs_position']).doNothing())
      .execute();
  if (seed.socialLinks.length > 0)
    await trx
      .insertInto('merchant_social_link')
      .values(inOrder(seed.socialLinks))
      .onConflict((oc) => oc.columns(['merchant_code', 'network']).doNothing())
      .execute();
  if (seed.resources.length > 0)
    await trx
      .insertInto('merchant_resource')
      .values(inOrder(seed.resources.map((r) => ({ key: r.key, label_en: r.labelEn, url: r.url }))))
      .onConflict((oc) => oc.columns(['merchant_code', 'key']).doNothing())
      .execute();
}

// Parents come before their children, so the parent foreign key holds row by row.
export function flatten(
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
