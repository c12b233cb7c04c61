import { sql } from 'kysely';
import type { MallItemKind, PointsSource, TableLanguage } from '@tessera/contract';
import type { Db } from '../../core/db/database';
import { itemArt } from './item-art';
import { movePoints } from './points-ledger';
import { merchantRows } from '../merchants';
import { memberRows } from '../accounts';

/** Minor units that earn one point, per source: the same for every seeded merchant. */
export const SEED_POINTS_RATES: Record<PointsSource, number> = {
  DEPOSIT: 1_000,
  LIVE: 200,
  LOTTERY: 200,
  PVP: 200,
  SLOTS: 100,
  SPORTS: 200,
};

interface SeedItem {
  key: string;
  kind: MallItemKind;
  /** In every language a brand may offer. */
  names: Record<TableLanguage, string>;
  image: string;
  points: number;
  amount: number;
  value: number;
  stock: number | null;
}

const ITEMS: SeedItem[] = [
  {
    key: 'bonus-10',
    kind: 'BONUS',
    names: { en: 'Bonus 10', bn: 'বোনাস ১০', pt: 'Bônus 10', tl: 'Bonus na 10', ar: 'مكافأة 10' },
    image: itemArt('coin', '#f7b733', '#fc4a1a'),
    points: 1_000,
    amount: 0,
    value: 1_000,
    stock: null,
  },
  {
    key: 'bonus-50',
    kind: 'BONUS',
    names: { en: 'Bonus 50', bn: 'বোনাস ৫০', pt: 'Bônus 50', tl: 'Bonus na 50', ar: 'مكافأة 50' },
    image: itemArt('coin', '#11998e', '#38ef7d'),
    points: 4_500,
    amount: 50_000,
    value: 5_000,
    stock: null,
  },
  {
    key: 't-shirt',
    kind: 'GIFT',
    names: {
      en: 'Team T-shirt',
      bn: 'দলের টি-শার্ট',
      pt: 'Camiseta do time',
      tl: 'T-shirt ng koponan',
      ar: 'قميص الفريق',
    },
    image: itemArt('shirt', '#4776e6', '#8e54e9'),
    points: 3_000,
    amount: 0,
    value: 0,
    stock: 20,
  },
  {
    key: 'headphones',
    kind: 'GIFT',
    names: {
      en: 'Headphones',
      bn: 'হেডফোন',
      pt: 'Fones de ouvido',
      tl: 'Headphones na pang-musika',
      ar: 'سماعات رأس',
    },
    image: itemArt('audio', '#232526', '#414345'),
    points: 20_000,
    amount: 100_000,
    value: 0,
    stock: 5,
  },
  {
    key: 'smartphone',
    kind: 'GIFT',
    names: { en: 'Smartphone', bn: 'স্মার্টফোন', pt: 'Smartphone', tl: 'Smartphone', ar: 'هاتف ذكي' },
    image: itemArt('phone', '#ee0979', '#ff6a00'),
    points: 150_000,
    amount: 500_000,
    value: 0,
    stock: 1,
  },
  {
    key: 'mug',
    kind: 'GIFT',
    names: {
      en: 'Coffee mug',
      bn: 'কফি মগ',
      pt: 'Caneca de café',
      tl: 'Tasa ng kape',
      ar: 'كوب قهوة',
    },
    image: itemArt('cup', '#b24592', '#f15f79'),
    points: 800,
    amount: 0,
    value: 0,
    stock: 0,
  },
];

/** Points the demo member (player1) starts with on each merchant. */
export const DEMO_POINTS = 5_000;

/**
 * Seeds every merchant's earning and exchange rates and mall items (existing rows win, so an
 * operator's edits survive a restart; a seeded item's names gain the seed's new languages), and with `demo` the demo member's starting points.
 */
export async function seedPoints(db: Db, { demo = true }: { demo?: boolean } = {}): Promise<void> {
  const merchants = await db.selectFrom(merchantRows(db).as('merchant')).select('code').execute();
  await db.transaction().execute(async (trx) => {
    for (const { code } of merchants) {
      await trx
        .insertInto('points_rate')
        .values(
          Object.entries(SEED_POINTS_RATES).map(([source, amount]) => ({
            merchant_code: code,
            source: source as PointsSource,
            amount_per_point: amount,
          })),
        )
        .onConflict((oc) => oc.doNothing())
        .execute();
      await trx
        .insertInto('points_setting')
        .values({ merchant_code: code, convert_points: 100, convert_amount: 100, min_convert: 100 })
        .onConflict((oc) => oc.doNothing())
        .execute();
      await trx
        .insertInto('mall_item')
        .values(
          ITEMS.map((item, index) => ({
            merchant_code: code,
            kind: item.kind,
            names: JSON.stringify(item.names),
            image_url: item.image,
            points_required: item.points,
            amount_required: item.amount,
            value: item.value,
            stock: item.stock,
            sort: index,
            seed_key: `${code}:${item.key}`,
          })),
        )
        // A seeded item whose names are all still the seed's takes the languages added since;
        // an item an operator renamed keeps its words.
        .onConflict((oc) =>
          oc
            .column('seed_key')
            .doUpdateSet({ names: (eb) => eb.ref('excluded.names') })
            .where(sql<boolean>`excluded.names @> mall_item.names`)
            .where(sql<boolean>`excluded.names <> mall_item.names`),
        )
        .execute();
    }
    if (!demo) return;
    const players = await trx
      .selectFrom(memberRows(trx).as('member'))
      .select('id')
      .where('account', '=', 'player1')
      .execute();
    for (const { id } of players) {
      const key = `seed:points:${id}`;
      const { rows } = await sql`select 1 from points_entry where source_key = ${key}`.execute(trx);
      if (rows.length === 0)
        await movePoints(trx, Number(id), DEMO_POINTS, 'ADJUSTMENT', key, 'WELCOME');
    }
  });
}
