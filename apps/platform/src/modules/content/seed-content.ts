import type { Trx } from '../../core/db/database';
import type { NewAnnouncement } from './content-tables';
import type { SeedAnnouncement, SeedHelpTopic } from './seed-content-types';
import { CONTENT_SEEDS } from './seed-content-data';
import { welcomeTo } from './seed-banner-words';
import { bannerArt, SEED_ART_PREFIX } from './seed-images';

// Every insert keeps the existing row: an operator's edits survive a restart.

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
          image_urls: JSON.stringify(item.imageUrls ?? {}),
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
          image_urls: JSON.stringify(item.imageUrls ?? {}),
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
    // Art the seed drew (a data URL) is drawn again, so a row seeded before a language's art
    // existed gets it; art an operator put in (a real URL) stays.
    .onConflict((oc) =>
      oc
        .columns(['merchant_code', 'key'])
        .doUpdateSet({
          image_url: (eb) => eb.ref('excluded.image_url'),
          image_urls: (eb) => eb.ref('excluded.image_urls'),
        })
        .where('announcement.image_url', 'like', `${SEED_ART_PREFIX}%`),
    )
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

/** Seeds every demo merchant's announcements and help topics (the merchants exist already). */
export async function seedContent(trx: Trx): Promise<void> {
  for (const { merchantCode, announcements, helpTopics } of CONTENT_SEEDS) {
    await seedAnnouncements(trx, merchantCode, announcements);
    await seedHelpTopics(trx, merchantCode, helpTopics);
  }
}

/**
 * A generated brand's first home banner, a welcome with its name in every language on a plain
 * gradient, for the operator to replace: a lobby without any banner is not what a new brand
 * should first show, and the lobby's banner space would fold away under the player's eyes.
 */
export async function seedWelcomeBanner(trx: Trx, code: string, name: string): Promise<void> {
  await seedAnnouncements(trx, code, [
    {
      type: 'B',
      key: 'home-welcome',
      groupName: 'w_home',
      linkageType: 'INTERNAL',
      ...bannerArt(welcomeTo(name), '#1e293b', '#0f766e'),
      url: '/promotions',
    },
  ]);
}
