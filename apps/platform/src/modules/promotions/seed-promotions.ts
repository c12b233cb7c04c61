import { TABLE_LANGUAGES, type PromotionImage, type TableLanguage } from '@tessera/contract';
import { sql } from 'kysely';
import type { Db } from '../../core/db/database';
import { bannerImage } from '../content';
import { columnsOf } from './promotion-ops';
import { MERCHANT_VARIANTS, SEED_PROMOTIONS, type SeedPromotion } from './seed-promotions-data';
import { grantReward } from '../rewards';
import { merchantRows } from '../merchants';
import { memberRows } from '../accounts';

/** Each brand's picture colours (as its banners); a merchant made later gets neutral ones. */
const COLOURS: Record<string, [string, string, string]> = {
  AURORA: ['#1b3a8a', '#6d28d9', '#0e7490'],
  LUMEN: ['#b45309', '#0f766e', '#7c2d12'],
};
const NEUTRAL: [string, string, string] = ['#334155', '#0f766e', '#1e293b'];

/** The demo member who finds a reward waiting in the reward centre (the app-download bonus, approved). */
const DEMO_MEMBER = 'player1';

/** When the seeded promotions start, are created and were last changed by the seed. */
const SEEDED_AT = new Date('2026-01-01T00:00:00.000Z');

/** A seeded promotion's two pictures drawn in one language. */
function picturesIn(
  picture: SeedPromotion['picture'],
  language: TableLanguage,
  [from, to, second]: [string, string, string],
): PromotionImage[] {
  return [
    { sequence: 1, url: bannerImage(picture[0][language], from, to, language) },
    { sequence: 2, url: bannerImage(picture[1][language], to, second, language) },
  ];
}

/**
 * Seeds the demo promotions for every merchant, checked as the operator's own are, with their
 * texts and pictures in every language (the English pictures as the single `images` list). A
 * seeded row no operator has changed (its `updated_at` is still the seed's) takes the seed's
 * newer words and art, so a language added to the seed reaches databases seeded before; an
 * operator's edits win. With `demo`, the demo member's approved app-download application and
 * its reward waiting to be claimed.
 */
export async function seedPromotions(db: Db, { demo }: { demo: boolean }): Promise<void> {
  const merchants = await db
    .selectFrom(merchantRows(db).as('merchant'))
    .select('code')
    .orderBy('code')
    .execute();
  for (const { code: merchantCode } of merchants) {
    const colours = COLOURS[merchantCode] ?? NEUTRAL;
    const variants = MERCHANT_VARIANTS[merchantCode] ?? {};
    const rows = SEED_PROMOTIONS.map((seeded) => {
      const { picture, ...promotion } = { ...seeded, ...variants[seeded.code] };
      const images = picturesIn(picture, 'en', colours);
      const localized = Object.fromEntries(
        TABLE_LANGUAGES.map((language) => [language, picturesIn(picture, language, colours)]),
      );
      return {
        ...columnsOf({ ...promotion, merchantCode, images }, SEEDED_AT),
        localized_images: JSON.stringify(localized),
        created_at: SEEDED_AT,
      };
    });
    const changed = (column: 'title' | 'summary' | 'body' | 'images' | 'localized_images') =>
      sql<boolean>`${sql.ref(`promotion.${column}`)} is distinct from ${sql.ref(`excluded.${column}`)}`;
    // One statement per merchant: the seed runs at every start, and writes only what changed.
    await db
      .insertInto('promotion')
      .values(rows)
      .onConflict((oc) =>
        oc
          .columns(['merchant_code', 'code'])
          .doUpdateSet((eb) => ({
            title: eb.ref('excluded.title'),
            summary: eb.ref('excluded.summary'),
            body: eb.ref('excluded.body'),
            images: eb.ref('excluded.images'),
            localized_images: eb.ref('excluded.localized_images'),
          }))
          .where('promotion.updated_at', '=', SEEDED_AT)
          .where((eb) =>
            eb.or([
              changed('title'),
              changed('summary'),
              changed('body'),
              changed('images'),
              changed('localized_images'),
            ]),
          ),
      )
      .execute();
    if (demo) await seedDemoReward(db, merchantCode);
  }
}

async function seedDemoReward(db: Db, merchantCode: string): Promise<void> {
  const member = await db
    .selectFrom(memberRows(db).as('member'))
    .select('id')
    .where('merchant_code', '=', merchantCode)
    .where('account', '=', DEMO_MEMBER)
    .executeTakeFirst();
  const promotion = await db
    .selectFrom('promotion')
    .selectAll()
    .where('merchant_code', '=', merchantCode)
    .where('code', '=', 'app-download')
    .executeTakeFirst();
  if (!member || !promotion) return;
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    const reward = await grantReward(
      trx,
      {
        memberId: Number(member.id),
        sourceKind: 'promotion',
        sourceRef: `promotion:${promotion.id}:once`,
        title: promotion.title,
        amount: Number(promotion.reward_amount),
        turnoverMultiple: promotion.turnover_multiple,
      },
      now,
    );
    await trx
      .insertInto('promotion_entry')
      .values({
        promotion_id: promotion.id,
        member_id: member.id,
        period: 'once',
        status: 'issued',
        reward_id: reward.id,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.columns(['promotion_id', 'member_id', 'period']).doNothing())
      .execute();
  });
}
