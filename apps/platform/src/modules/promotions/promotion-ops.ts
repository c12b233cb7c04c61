import type {
  EntryStatus,
  OpsPromotion,
  PromotionEntry,
  PromotionEntryQuery,
  PromotionInput,
  RewardGrant,
} from '@tessera/contract';
import type { Db } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';
import type { PromotionRow } from './promotion-tables';
import { rewardOf, rulesOf } from './promotion-view';
import { grantReward, rewardRows, type Granted } from '../rewards';
import { issueFor } from './promotion-actions';
import { knownMerchant } from '../merchants';
import { memberRows } from '../accounts';

/** A promotion as the operator reads it: every language's texts. */
export function opsPromotionView(row: PromotionRow): OpsPromotion {
  return {
    id: Number(row.id),
    merchantCode: row.merchant_code,
    code: row.code,
    category: row.category as OpsPromotion['category'],
    flow: row.flow as OpsPromotion['flow'],
    frequency: row.frequency as OpsPromotion['frequency'],
    title: row.title,
    summary: row.summary,
    body: row.body,
    images: row.images,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at?.toISOString() ?? null,
    rules: rulesOf(row),
    reward: rewardOf(row),
    enabled: row.enabled,
    sort: row.sort,
  };
}

/** What a promotion's input must satisfy beyond its schema (400 PROMOTION_INVALID, naming why). */
export function promotionProblem(input: PromotionInput): string | null {
  const { reward, rules, flow } = input;
  if (reward.kind === 'FIXED' && (reward.amount <= 0 || reward.percentBp !== 0))
    return 'A fixed reward needs an amount and no percentage';
  if (reward.kind === 'PERCENT' && (reward.percentBp <= 0 || reward.amount !== 0))
    return 'A percentage reward needs percentBp and no amount';
  if (reward.kind === 'PERCENT' && flow !== 'JOIN')
    return 'Only a deposit promotion (JOIN) can pay a share of a deposit';
  if (rules.firstDepositOnly && flow !== 'JOIN') return 'firstDepositOnly is for JOIN promotions';
  if (input.endsAt !== null && new Date(input.endsAt) <= new Date(input.startsAt))
    return 'endsAt must be after startsAt';
  return null;
}

/** A promotion's row from its input (400 PROMOTION_INVALID when its parts do not fit). */
export function columnsOf(input: PromotionInput, now: Date) {
  const problem = promotionProblem(input);
  if (problem) throw new ApiError(400, 'PROMOTION_INVALID', problem);
  return {
    merchant_code: input.merchantCode,
    code: input.code,
    category: input.category,
    flow: input.flow,
    frequency: input.frequency,
    title: JSON.stringify(input.title),
    summary: JSON.stringify(input.summary),
    body: JSON.stringify(input.body),
    images: JSON.stringify(input.images),
    // The operator's pictures serve every language (the seed adds its drawings per language).
    localized_images: '{}',
    starts_at: new Date(input.startsAt),
    ends_at: input.endsAt === null ? null : new Date(input.endsAt),
    min_deposit: input.rules.minDeposit,
    first_deposit_only: input.rules.firstDepositOnly,
    min_turnover: input.rules.minTurnover,
    min_vip_level: input.rules.minVipLevel,
    reward_kind: input.reward.kind,
    reward_amount: input.reward.amount,
    reward_percent_bp: input.reward.percentBp,
    reward_cap: input.reward.cap,
    turnover_multiple: input.reward.turnoverMultiple,
    enabled: input.enabled,
    sort: input.sort,
    updated_at: now,
  };
}

const codeTaken = () =>
  new ApiError(409, 'PROMOTION_CODE_TAKEN', 'Another promotion of the merchant has this code');

/** Creates a promotion (409 PROMOTION_CODE_TAKEN for a code the merchant uses). */
export async function createPromotion(db: Db, input: PromotionInput, now: Date) {
  await knownMerchant(db, input.merchantCode);
  const row = await db
    .insertInto('promotion')
    .values({ ...columnsOf(input, now), created_at: now })
    .onConflict((oc) => oc.columns(['merchant_code', 'code']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!row) throw codeTaken();
  return opsPromotionView(row);
}

/** Replaces a promotion's settings; entries and rewards already made stay as they are. */
export async function updatePromotion(
  db: Db,
  id: number,
  input: PromotionInput,
  now: Date,
  /** Given the record as it was, before the change (the audit trail's before). */
  noteBefore: (before: unknown) => void = () => {},
) {
  await knownMerchant(db, input.merchantCode);
  const clash = await db
    .selectFrom('promotion')
    .select('id')
    .where('merchant_code', '=', input.merchantCode)
    .where('code', '=', input.code)
    .where('id', '!=', id)
    .executeTakeFirst();
  if (clash) throw codeTaken();
  const was = await db.selectFrom('promotion').selectAll().where('id', '=', id).executeTakeFirst();
  if (was) noteBefore(opsPromotionView(was));
  const row = await db
    .updateTable('promotion')
    .set(columnsOf(input, now))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new ApiError(404, 'PROMOTION_NOT_FOUND', 'No such promotion');
  return opsPromotionView(row);
}

/** Every promotion (of one merchant), switched off ones included. */
export async function listOpsPromotions(db: Db, merchant: string | undefined) {
  let query = db.selectFrom('promotion').selectAll();
  if (merchant) query = query.where('merchant_code', '=', merchant);
  const rows = await query.orderBy('merchant_code').orderBy('sort').orderBy('id').execute();
  return rows.map(opsPromotionView);
}

function entriesQuery(db: Db) {
  return db
    .selectFrom('promotion_entry as e')
    .innerJoin('promotion as p', 'p.id', 'e.promotion_id')
    .innerJoin(memberRows(db).as('m'), 'm.id', 'e.member_id')
    .leftJoin(rewardRows(db).as('r'), 'r.id', 'e.reward_id')
    .selectAll('e')
    .select(['p.code as promotion_code', 'm.account', 'r.amount_minor']);
}

type EntryRow = Awaited<ReturnType<ReturnType<typeof entriesQuery>['executeTakeFirstOrThrow']>>;

function entryView(row: EntryRow): PromotionEntry {
  return {
    id: Number(row.id),
    promotionId: Number(row.promotion_id),
    promotionCode: row.promotion_code,
    memberId: Number(row.member_id),
    account: row.account,
    period: row.period,
    status: row.status,
    rewardId: row.reward_id === null ? null : Number(row.reward_id),
    amount: row.amount_minor === null ? null : Number(row.amount_minor),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** Members' entries (joins, applications, claims), newest first. */
export async function listEntries(db: Db, query: PromotionEntryQuery) {
  let q = entriesQuery(db);
  if (query.merchant) q = q.where('p.merchant_code', '=', query.merchant);
  if (query.promotionId) q = q.where('e.promotion_id', '=', query.promotionId);
  if (query.status) q = q.where('e.status', '=', query.status);
  const rows = await q
    .orderBy('e.id', 'desc')
    .limit(query.limit ?? 100)
    .execute();
  return rows.map(entryView);
}

/**
 * Decides an application: approve issues the promotion's reward to the member's reward centre
 * (the entry reads issued until they claim it), reject closes it. A guarded update: of two
 * decisions one applies; the other answers 409 PROMOTION_ENTRY_DECIDED (the same one repeated
 * answers the entry as it is).
 */
export async function decideEntry(
  db: Db,
  id: number,
  approve: boolean,
  now: Date,
  /** Given the record as it was, before the change (the audit trail's before). */
  noteBefore: (before: unknown) => void = () => {},
) {
  const to: EntryStatus = approve ? 'issued' : 'rejected';
  const was = await entriesQuery(db).where('e.id', '=', id).executeTakeFirst();
  if (was) noteBefore(entryView(was));
  await db.transaction().execute(async (trx) => {
    const entry = await trx
      .updateTable('promotion_entry')
      .set({ status: to, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'applying')
      .returning(['id', 'promotion_id', 'member_id', 'period'])
      .executeTakeFirst();
    if (!entry) return;
    if (!approve) return;
    const row = await trx
      .selectFrom('promotion')
      .selectAll()
      .where('id', '=', entry.promotion_id)
      .executeTakeFirstOrThrow();
    const amount = Number(row.reward_amount);
    const reward = await issueFor(trx, row, Number(entry.member_id), entry.period, amount, now);
    await trx
      .updateTable('promotion_entry')
      .set({ reward_id: reward })
      .where('id', '=', id)
      .execute();
  });
  const row = await entriesQuery(db).where('e.id', '=', id).executeTakeFirst();
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'No such entry');
  const decided = row.status === to || (approve && row.status === 'claimed');
  if (!decided)
    throw new ApiError(409, 'PROMOTION_ENTRY_DECIDED', 'The entry was decided otherwise');
  return entryView(row);
}

/** The operator gives a member a claimable reward (source kind `operator`). */
export async function grantByOperator(db: Db, grant: RewardGrant, now: Date): Promise<Granted> {
  const member = await db
    .selectFrom(memberRows(db).as('member'))
    .select('id')
    .where('id', '=', grant.memberId)
    .executeTakeFirst();
  if (!member) throw new ApiError(404, 'NOT_FOUND', 'No such member');
  return db.transaction().execute((trx) =>
    grantReward(
      trx,
      {
        memberId: grant.memberId,
        sourceKind: 'operator',
        sourceRef: grant.sourceRef,
        title: Object.fromEntries(
          Object.entries(grant.title).filter(
            (e): e is [string, string] => typeof e[1] === 'string',
          ),
        ),
        amount: grant.amount,
        turnoverMultiple: grant.turnoverMultiple,
        expiresAt: grant.expiresAt === null ? null : new Date(grant.expiresAt),
      },
      now,
    ),
  );
}
