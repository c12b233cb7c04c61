import type { Transaction } from 'kysely';
import type { Database } from './schema';
import type { NewAnnouncement } from './schema-content';
import type { SeedAnnouncement, SeedHelpTopic } from './seed-content-types';
import type { SeedSite } from './seed-site';

/** The seed's transaction. */
export type Trx = Transaction<Database>;

// Every insert keeps the existing row: an operator's edits survive a restart.

/** The merchant's site settings, customer service, social links and resources. */
export async function seedSite(trx: Trx, code: string, seed: SeedSite): Promise<void> {
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

/** Announcements keyed by `key`; `sort` is the position among announcements of the same type. */
export async function seedAnnouncements(
  trx: Trx,
  code: string,
  announcements: SeedAnnouncement[],
): Promise<void> {
  const positions = new Map<string, number>();
  const rows = announcements.map((item): NewAnnouncement => {
    const sort = positions.get(item.type) ?? 0;
    positions.set(item.type, sort + 1);
    const base = { merchant_code: code, key: item.key, type: item.type, sort };
    switch (item.type) {
      case 'B':
        return {
          ...base,
          group_name: item.groupName,
          linkage_type: item.linkageType,
          image_url: item.imageUrl,
          url: item.url,
          title: '{}',
          content: '{}',
        };
      case 'PL':
        return {
          ...base,
          title: JSON.stringify(item.title),
          content: JSON.stringify(item.content),
          published_at: new Date(item.publishedAt),
        };
      case 'PU':
        return {
          ...base,
          execution: item.execution,
          title: JSON.stringify(item.title),
          content: JSON.stringify(item.content),
        };
      case 'PR':
        return {
          ...base,
          image_url: item.imageUrl,
          url: item.url,
          title: JSON.stringify(item.title),
          content: '{}',
        };
    }
  });
  if (rows.length === 0) return;
  await trx
    .insertInto('announcement')
    .values(rows)
    .onConflict((oc) => oc.columns(['merchant_code', 'key']).doNothing())
    .execute();
}

/** Help topics keyed by tag, in display order. */
export async function seedHelpTopics(
  trx: Trx,
  code: string,
  topics: SeedHelpTopic[],
): Promise<void> {
  if (topics.length === 0) return;
  await trx
    .insertInto('help_topic')
    .values(
      topics.map((topic, sort) => ({
        merchant_code: code,
        tag: topic.tag,
        title: JSON.stringify(topic.title),
        content: JSON.stringify(topic.content),
        sort,
      })),
    )
    .onConflict((oc) => oc.columns(['merchant_code', 'tag']).doNothing())
    .execute();
}
