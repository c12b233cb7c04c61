import type { Db } from '../../core/db/database';
import { bannerImage } from '../content';
import { columnsOf } from './promotion-ops';
import { MERCHANT_VARIANTS, SEED_PROMOTIONS } from './seed-promotions-data';
import { grantReward } from '../rewards';

/** Each brand's picture colours (as its banners); a merchant made later gets neutral ones. */
const COLOURS: Record<string, [string, string, string]> = {
  AURORA: ['#1b3a8a', '#6d28d9', '#0e7490'],
  LUMEN: ['#b45309', '#0f766e', '#7c2d12'],
};
const NEUTRAL: [string, string, string] = ['#334155', '#0f766e', '#1e293b'];

/** The demo member who finds a reward waiting in the reward centre (the app-download bonus, approved). */
const DEMO_MEMBER = 'player1';

/**
 * Seeds the demo promotions for every merchant that has none of them yet (existing rows win, so
 * an operator's edits survive a restart), checked as the operator's own are; with `demo`, the
 * demo member's approved app-download application and its reward waiting to be claimed.
 */
export async function seedPromotions(db: Db, { demo }: { demo: boolean }): Promise<void> {
  const merchants = await db.selectFrom('merchant').select('code').orderBy('code').execute();
  const at = new Date('2026-01-01T00:00:00.000Z');
  for (const { code: merchantCode } of merchants) {
    const [from, to, second] = COLOURS[merchantCode] ?? NEUTRAL;
    const taken = new Set(
      (
        await db
          .selectFrom('promotion')
          .select('code')
          .where('merchant_code', '=', merchantCode)
          .execute()
      ).map((row) => row.code),
    );
    const variants = MERCHANT_VARIANTS[merchantCode] ?? {};
    const missing = SEED_PROMOTIONS.filter((seeded) => !taken.has(seeded.code)).map((seeded) => {
      const { picture, ...promotion } = { ...seeded, ...variants[seeded.code] };
      const images = [
        { sequence: 1, url: bannerImage(picture[0], from, to) },
        { sequence: 2, url: bannerImage(picture[1], to, second) },
      ];
      return { ...columnsOf({ ...promotion, merchantCode, images }, at), created_at: at };
    });
    // One statement per merchant: the seed runs at every start.
    if (missing.length > 0)
      await db
        .insertInto('promotion')
        .values(missing)
        .onConflict((oc) => oc.columns(['merchant_code', 'code']).doNothing())
        .execute();
    if (demo) await seedDemoReward(db, merchantCode);
  }
}

async function seedDemoReward(db: Db, merchantCode: string): Promise<void> {
  const member = await db
    .selectFrom('member')
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
