import { sql } from 'kysely';
import {
  SEED_MALL_ITEMS,
  SEED_POINTS_CONVERT,
  SEED_POINTS_RATES,
  type PointsSource,
} from '@tessera/contract';
import type { Db } from '../../core/db/database';
import { movePoints } from './points-ledger';
import { merchantRows } from '../merchants';
import { memberRows } from '../accounts';

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
        .values({
          merchant_code: code,
          convert_points: SEED_POINTS_CONVERT.convertPoints,
          convert_amount: SEED_POINTS_CONVERT.convertAmount,
          min_convert: SEED_POINTS_CONVERT.minConvert,
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
      await trx
        .insertInto('mall_item')
        .values(
          SEED_MALL_ITEMS.map((item, index) => ({
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
