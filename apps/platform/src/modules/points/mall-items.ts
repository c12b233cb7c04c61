import type { Selectable } from 'kysely';
import type { MallItemUpdate, NewMallItem, OpsMallItem } from '@tessera/contract';
import type { Db } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';
import type { MallItemTable } from './points-tables';
import { knownMerchant } from '../merchants';

type Row = Selectable<MallItemTable>;

const view = (row: Row): OpsMallItem => ({
  id: Number(row.id),
  merchantCode: row.merchant_code,
  kind: row.kind,
  names: row.names as OpsMallItem['names'],
  imageUrl: row.image_url,
  pointsRequired: Number(row.points_required),
  amountRequired: Number(row.amount_required),
  value: Number(row.value),
  stock: row.stock,
  active: row.active,
  sort: row.sort,
});

/** Every item of a merchant, those off sale included (operator). */
export async function listOpsItems(db: Db, merchantCode: string): Promise<OpsMallItem[]> {
  const rows = await db
    .selectFrom('mall_item')
    .selectAll()
    .where('merchant_code', '=', merchantCode)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map(view);
}

const columnsOf = (item: MallItemUpdate) => ({
  ...(item.kind !== undefined && { kind: item.kind }),
  ...(item.names !== undefined && { names: JSON.stringify(item.names) }),
  ...(item.imageUrl !== undefined && { image_url: item.imageUrl }),
  ...(item.pointsRequired !== undefined && { points_required: item.pointsRequired }),
  ...(item.amountRequired !== undefined && { amount_required: item.amountRequired }),
  ...(item.value !== undefined && { value: item.value }),
  ...(item.stock !== undefined && { stock: item.stock }),
  ...(item.active !== undefined && { active: item.active }),
  ...(item.sort !== undefined && { sort: item.sort }),
});

/** A new item of a merchant (404 MERCHANT_UNKNOWN for an unknown one). */
export async function addItem(
  db: Db,
  merchantCode: string,
  item: NewMallItem,
): Promise<OpsMallItem> {
  await knownMerchant(db, merchantCode);
  const row = await db
    .insertInto('mall_item')
    .values({
      merchant_code: merchantCode,
      kind: item.kind,
      names: JSON.stringify(item.names),
      image_url: item.imageUrl,
      points_required: item.pointsRequired,
      amount_required: item.amountRequired,
      value: item.value,
      stock: item.stock,
      active: item.active,
      sort: item.sort,
      seed_key: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return view(row);
}

/** Changes an item; stock set here replaces the count (a redeem in process keeps its units). */
export async function updateItem(
  db: Db,
  id: number,
  change: MallItemUpdate,
  /** Given the item as it was, before the change (the audit trail's before). */
  noteBefore: (before: OpsMallItem) => void = () => {},
): Promise<OpsMallItem> {
  const was = await db.selectFrom('mall_item').selectAll().where('id', '=', id).executeTakeFirst();
  if (was) noteBefore(view(was));
  const columns = columnsOf(change);
  const row =
    Object.keys(columns).length === 0
      ? await db.selectFrom('mall_item').selectAll().where('id', '=', id).executeTakeFirst()
      : await db
          .updateTable('mall_item')
          .set(columns)
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirst();
  if (!row) throw new ApiError(404, 'MALL_ITEM_NOT_FOUND', 'No such mall item');
  return view(row);
}
