import { sql, type Selectable } from 'kysely';
import type {
  MallItem,
  RedeemList,
  RedeemListQuery,
  RedeemRecord,
  RedeemRequest,
} from '@tessera/contract';
import { pickLocalized } from '@tessera/domain';
import type { Db, Trx } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';
import type { MallItemTable } from './points-tables';
import { movePoints } from './points-ledger';
import { depositRows } from '../cashier';

type ItemRow = Pick<
  Selectable<MallItemTable>,
  'id' | 'kind' | 'image_url' | 'stock' | 'names' | 'points_required' | 'amount_required' | 'value'
>;

/** An item's name in `language`, else the merchant's default (`fallback`), else English. */
export const itemView = (row: ItemRow, language: string, fallback: string): MallItem => ({
  id: Number(row.id),
  kind: row.kind,
  name: pickLocalized(row.names, language, fallback),
  imageUrl: row.image_url,
  pointsRequired: Number(row.points_required),
  amountRequired: Number(row.amount_required),
  value: Number(row.value),
  stock: row.stock,
});

/** The merchant's items on sale, in their order. */
export async function listItems(
  db: Db,
  merchantCode: string,
  language: string,
  fallback: string,
): Promise<MallItem[]> {
  const rows = await db
    .selectFrom('mall_item')
    .selectAll()
    .where('merchant_code', '=', merchantCode)
    .where('active', '=', true)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map((row) => itemView(row, language, fallback));
}

/** A member's all-time approved deposits (what an item's amount requirement compares). */
async function approvedDeposits(trx: Trx, memberId: number): Promise<number> {
  const row = await trx
    .selectFrom(depositRows(trx).as('deposit'))
    .select(sql<string>`coalesce(sum(amount), 0)`.as('total'))
    .where('member_id', '=', memberId)
    .where('status', '=', 'approved')
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** The columns a redeem record is drawn from (`r` the redeem, `i` its item). */
export const redeemColumns = [
  'r.id',
  'r.created_at',
  'r.decided_at',
  'r.quantity',
  'r.points',
  'r.amount_required',
  'r.points_after',
  'r.status',
  'r.remark',
  'r.address',
  'i.kind',
  'i.names',
  'i.points_required',
] as const;

type RedeemRow = {
  id: string | number;
  created_at: Date;
  decided_at: Date | null;
  quantity: number;
  points: string | number;
  amount_required: string | number;
  points_after: string | number;
  status: RedeemRecord['status'];
  remark: string;
  address: string | null;
  kind: RedeemRecord['kind'];
  names: Record<string, string>;
  points_required: string | number;
};

export const redeemView = (row: RedeemRow, language: string, fallback: string): RedeemRecord => ({
  id: Number(row.id),
  reference: `RDM-${row.id}`,
  appliedAt: new Date(row.created_at).toISOString(),
  decidedAt: row.decided_at ? new Date(row.decided_at).toISOString() : null,
  kind: row.kind,
  name: pickLocalized(row.names, language, fallback),
  quantity: row.quantity,
  pointsRequired: Number(row.points_required),
  amountRequired: Number(row.amount_required),
  status: row.status,
  // A rejection gave the points back: the record then changed nothing in the end.
  changedPoints: row.status === 'REJECTED' ? 0 : -Number(row.points),
  pointsBalance: Number(row.points_after),
  remark: row.remark,
  address: row.address,
});

/** The context a redeem runs in: who, where, when. */
export interface Redeemer {
  memberId: number;
  merchantCode: string;
  language: string;
  now: Date;
}

/**
 * Redeems `quantity` of an item in one transaction: the stock goes down by a guarded update
 * (never below 0, so of two redeems of the last unit one wins), the amount requirement is
 * checked against approved deposits, and the points go with `movePoints` (never below 0). The
 * redeem waits IN_PROCESS for the operator. The withdrawal password is checked by the route first.
 */
export async function redeemItem(
  db: Db,
  who: Redeemer,
  { itemId, quantity, address }: Omit<RedeemRequest, 'withdrawalPassword'>,
): Promise<RedeemRecord> {
  return db.transaction().execute(async (trx) => {
    const item = await trx
      .selectFrom('mall_item')
      .selectAll()
      .where('id', '=', itemId)
      .where('merchant_code', '=', who.merchantCode)
      .where('active', '=', true)
      .executeTakeFirst();
    if (!item) throw new ApiError(404, 'MALL_ITEM_NOT_FOUND', 'No such item on sale');
    const where = address?.trim() ?? '';
    if (item.kind === 'GIFT' && where === '')
      throw new ApiError(400, 'REDEEM_ADDRESS_REQUIRED', 'A gift needs a receiving address');
    const amountRequired = Number(item.amount_required);
    if (amountRequired > 0 && (await approvedDeposits(trx, who.memberId)) < amountRequired)
      throw new ApiError(409, 'REDEEM_AMOUNT_NOT_MET', 'Deposit more before redeeming this item', {
        value: { amountRequired },
      });
    if (item.stock !== null) {
      const taken = await trx
        .updateTable('mall_item')
        .set({ stock: sql<number>`stock - ${quantity}` })
        .where('id', '=', itemId)
        .where('stock', '>=', quantity)
        .returning('stock')
        .executeTakeFirst();
      if (!taken) throw new ApiError(409, 'MALL_ITEM_OUT_OF_STOCK', 'Not enough of this item left');
    }
    const points = Number(item.points_required) * quantity;
    const redeem = await trx
      .insertInto('points_redeem')
      .values({
        member_id: who.memberId,
        item_id: itemId,
        quantity,
        points,
        amount_required: amountRequired,
        points_after: 0,
        address: item.kind === 'GIFT' ? where : null,
        created_at: who.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(redeem.id);
    const moved = await movePoints(
      trx,
      who.memberId,
      -points,
      'REDEEM',
      `redeem:${id}`,
      `RDM-${id}`,
    );
    await trx
      .updateTable('points_redeem')
      .set({ points_after: moved.balance })
      .where('id', '=', id)
      .execute();
    return readRedeem(trx, id, who.language);
  });
}

async function readRedeem(db: Db | Trx, id: number, language: string): Promise<RedeemRecord> {
  const row = await db
    .selectFrom('points_redeem as r')
    .innerJoin('mall_item as i', 'i.id', 'r.item_id')
    .select(redeemColumns)
    .where('r.id', '=', id)
    .executeTakeFirstOrThrow();
  return redeemView(row, language, language);
}

/** The member's redeems, newest first, in keyset pages. */
export async function listRedeems(
  db: Db,
  memberId: number,
  query: RedeemListQuery,
  language: string,
  fallback: string,
): Promise<RedeemList> {
  const limit = query.limit ?? 20;
  let select = db
    .selectFrom('points_redeem as r')
    .innerJoin('mall_item as i', 'i.id', 'r.item_id')
    .select(redeemColumns)
    .where('r.member_id', '=', memberId)
    .orderBy('r.id', 'desc')
    .limit(limit + 1);
  if (query.status) select = select.where('r.status', '=', query.status);
  if (query.cursor) select = select.where('r.id', '<', Number(query.cursor));
  const rows = await select.execute();
  const page = rows.slice(0, limit);
  return {
    items: page.map((row) => redeemView(row, language, fallback)),
    nextCursor: rows.length > limit ? String(page.at(-1)!.id) : null,
  };
}

/** Points held by the member's redeems in process. */
export async function pendingPoints(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('points_redeem')
    .select(sql<string>`coalesce(sum(points), 0)`.as('total'))
    .where('member_id', '=', memberId)
    .where('status', '=', 'IN_PROCESS')
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
