import { sql } from 'kysely';
import type { OpsRedeem, OpsRedeemQuery, RedeemDecision } from '@tessera/contract';
import type { Db } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';
import { localizedParams, sendEventMessage } from '../messages';
import { creditBonus } from '../wallet';
import { movePoints } from './points-ledger';
import { redeemColumns, redeemView } from './mall';
import { memberRows } from '../accounts';

const columns = [...redeemColumns, 'r.member_id', 'm.account', 'm.merchant_code'] as const;

function baseQuery(db: Db) {
  return db
    .selectFrom('points_redeem as r')
    .innerJoin('mall_item as i', 'i.id', 'r.item_id')
    .innerJoin(memberRows(db).as('m'), 'm.id', 'r.member_id')
    .select(columns);
}

type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirstOrThrow']>>;

const opsView = (row: Row): OpsRedeem => ({
  ...redeemView(row, 'en', 'en'),
  memberId: Number(row.member_id),
  account: row.account,
  merchantCode: row.merchant_code,
});

/** Redeems for the operator, oldest first (the queue to work through). */
export async function listOpsRedeems(db: Db, query: OpsRedeemQuery): Promise<OpsRedeem[]> {
  let select = baseQuery(db).orderBy('r.id').limit(500);
  if (query.merchant) select = select.where('m.merchant_code', '=', query.merchant);
  if (query.status) select = select.where('r.status', '=', query.status);
  return (await select.execute()).map(opsView);
}

/**
 * The operator's decision on a redeem in process, in one transaction with the redeem row
 * locked: APPROVED pays a BONUS item's value into the balance (ledger BONUS, key
 * `redeem:<id>`); REJECTED gives the points back (key `redeem:<id>:return`) and the units back
 * to the stock. The member gets a `redeemApproved` or `redeemRejected` message with the item's
 * name in the same transaction (keyed `redeem:<id>:decided`). A decided redeem answers 409
 * REDEEM_ALREADY_DECIDED, so a repeat does nothing.
 */
export async function decideRedeem(
  db: Db,
  id: number,
  { decision, remark = '' }: RedeemDecision,
  now: Date,
  /** Given the redeem's status and points as locked, before the decision (the audit trail's). */
  noteBefore: (before: { status: string; points: number; quantity: number }) => void = () => {},
): Promise<OpsRedeem> {
  await db.transaction().execute(async (trx) => {
    const redeem = await trx
      .selectFrom('points_redeem')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!redeem) throw new ApiError(404, 'REDEEM_NOT_FOUND', 'No such redeem');
    noteBefore({
      status: redeem.status,
      points: Number(redeem.points),
      quantity: redeem.quantity,
    });
    if (redeem.status !== 'IN_PROCESS')
      throw new ApiError(409, 'REDEEM_ALREADY_DECIDED', `The redeem is already ${redeem.status}`);
    const item = await trx
      .selectFrom('mall_item')
      .select(['kind', 'value', 'stock', 'names'])
      .where('id', '=', redeem.item_id)
      .executeTakeFirstOrThrow();
    const memberId = Number(redeem.member_id);
    if (decision === 'APPROVED') {
      const amount = Number(item.value) * redeem.quantity;
      if (item.kind === 'BONUS' && amount > 0)
        await creditBonus(trx, memberId, amount, `redeem:${id}`);
    } else {
      await movePoints(
        trx,
        memberId,
        Number(redeem.points),
        'REDEEM_RETURN',
        `redeem:${id}:return`,
        `RDM-${id}`,
      );
      if (item.stock !== null)
        await trx
          .updateTable('mall_item')
          .set({ stock: sql<number>`stock + ${redeem.quantity}` })
          .where('id', '=', redeem.item_id)
          .execute();
    }
    await trx
      .updateTable('points_redeem')
      .set({ status: decision, remark: remark.trim(), decided_at: now })
      .where('id', '=', id)
      .execute();
    await sendEventMessage(trx, {
      memberId,
      template: decision === 'APPROVED' ? 'redeemApproved' : 'redeemRejected',
      params: localizedParams('item', item.names),
      key: `redeem:${id}:decided`,
      at: now,
    });
  });
  return opsView(await baseQuery(db).where('r.id', '=', id).executeTakeFirstOrThrow());
}
