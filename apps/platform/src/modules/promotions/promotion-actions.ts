import {
  MEMBER_TYPES,
  type EntryStatus,
  type Promotion,
  type PromotionFilter,
  type PromotionFlow,
} from '@tessera/contract';
import { activityStatus } from '@tessera/domain';
import type { Db, Trx } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';
import { missingFor } from './eligibility';
import type { PromotionRow } from './promotion-tables';
import { entriesOf, periodOf, promotionOf, promotionsOf } from './promotion-store';
import { promotionView } from './promotion-view';
import { grantReward, payReward } from '../rewards';

/** Who reads: the merchant's code, zone and default language, the reader's language. */
export interface ReaderOf {
  merchantCode: string;
  timeZone: string;
  fallback: string;
  language: string;
}

/** A signed-in reader: a member of the merchant. */
export interface MemberReader extends ReaderOf {
  memberId: number;
  memberType: number;
}

const factsOf = (row: PromotionRow) => ({
  flow: row.flow as PromotionFlow,
  startsAt: row.starts_at,
  endsAt: row.ends_at,
  enabled: row.enabled,
});

/** The promotions of a filter as a visitor sees them: statuses from the dates and the flow only. */
export async function visitorList(
  db: Db,
  reader: ReaderOf,
  filter: PromotionFilter | undefined,
  now: Date,
): Promise<Promotion[]> {
  const rows = await promotionsOf(db, reader.merchantCode, filter);
  return rows.map((row) =>
    promotionView(row, {
      ...reader,
      status: activityStatus({ ...factsOf(row), entry: null, eligible: null }, now),
      progress: null,
    }),
  );
}

/** One promotion as this member sees it now: their entry, else their rules' progress. */
async function memberView(
  db: Db,
  reader: MemberReader,
  row: PromotionRow,
  entry: EntryStatus | null,
  now: Date,
): Promise<Promotion> {
  const asks = row.flow !== 'JOIN' && !entry;
  const missing = asks
    ? await missingFor(
        db,
        row,
        reader.memberId,
        periodOf(row, reader.timeZone, now),
        reader.timeZone,
      )
    : null;
  const status = activityStatus({ ...factsOf(row), entry, eligible: missing === null }, now);
  return promotionView(row, { ...reader, status, progress: missing });
}

/** The promotions of a filter with this member's statuses. */
export async function memberList(
  db: Db,
  reader: MemberReader,
  filter: PromotionFilter | undefined,
  now: Date,
): Promise<Promotion[]> {
  const rows = await promotionsOf(db, reader.merchantCode, filter);
  const entries = await entriesOf(db, reader.memberId, rows, reader.timeZone, now);
  const views: Promotion[] = [];
  for (const row of rows)
    views.push(await memberView(db, reader, row, entries.get(Number(row.id)) ?? null, now));
  return views;
}

/** How many promotions this member may join or claim now (the login info's availablePromoCount). */
export async function availablePromoCount(
  db: Db,
  reader: MemberReader,
  now: Date,
): Promise<number> {
  if (reader.memberType === MEMBER_TYPES.trial) return 0;
  const views = await memberList(db, reader, 'ALL', now);
  return views.filter((view) => view.claim).length;
}

/** The promotion, refused unless it is running and takes this flow's action. */
async function openPromotion(
  db: Db,
  reader: MemberReader,
  id: number,
  flow: PromotionFlow,
  now: Date,
) {
  if (reader.memberType === MEMBER_TYPES.trial)
    throw new ApiError(403, 'TRIAL_ACCOUNT', 'Trial accounts cannot take part in promotions');
  const row = await promotionOf(db, reader.merchantCode, id);
  const running = now >= row.starts_at && (row.ends_at === null || now < row.ends_at);
  if (row.flow !== flow || !running)
    throw new ApiError(409, 'PROMOTION_NOT_AVAILABLE', 'The promotion does not take this now');
  return row;
}

/** Refuses (409 PROMOTION_NOT_ELIGIBLE, the progress as value) unless the rules are met. */
async function refuseUnlessEligible(
  db: Db,
  reader: MemberReader,
  row: PromotionRow,
  period: string,
) {
  const missing = await missingFor(db, row, reader.memberId, period, reader.timeZone);
  if (missing)
    throw new ApiError(409, 'PROMOTION_NOT_ELIGIBLE', 'The promotion’s rules are not met yet', {
      value: missing,
    });
}

const alreadyEntered = () =>
  new ApiError(409, 'PROMOTION_ALREADY_ENTERED', 'Already taken part in this period');

/**
 * Enters the member in this period with a status, or 409 PROMOTION_ALREADY_ENTERED: the unique
 * (promotion, member, period) index decides between two presses at once.
 */
async function enter(
  db: Db,
  row: PromotionRow,
  memberId: number,
  period: string,
  status: EntryStatus,
  now: Date,
) {
  const entered = await db
    .insertInto('promotion_entry')
    .values({
      promotion_id: row.id,
      member_id: memberId,
      period,
      status,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['promotion_id', 'member_id', 'period']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!entered) throw alreadyEntered();
  return Number(entered.id);
}

/** Joins a deposit promotion (JOIN): the next qualifying approved deposit pays it. */
export async function joinPromotion(db: Db, reader: MemberReader, id: number, now: Date) {
  const row = await openPromotion(db, reader, id, 'JOIN', now);
  await enter(db, row, reader.memberId, periodOf(row, reader.timeZone, now), 'joined', now);
  return memberView(db, reader, row, 'joined', now);
}

/** Applies for an operator-reviewed promotion (APPLY) once its rules are met. */
export async function applyPromotion(db: Db, reader: MemberReader, id: number, now: Date) {
  const row = await openPromotion(db, reader, id, 'APPLY', now);
  const period = periodOf(row, reader.timeZone, now);
  await refuseUnlessEligible(db, reader, row, period);
  await enter(db, row, reader.memberId, period, 'applying', now);
  return memberView(db, reader, row, 'applying', now);
}

/**
 * Claims an instant promotion (CLAIM) once its rules are met: in one transaction the entry (the
 * unique index lets one of two claims at once through), the reward and its payment through the
 * ledger with its turnover requirement. The reward shows in the reward centre as claimed.
 */
export async function claimPromotion(db: Db, reader: MemberReader, id: number, now: Date) {
  const row = await openPromotion(db, reader, id, 'CLAIM', now);
  const period = periodOf(row, reader.timeZone, now);
  await refuseUnlessEligible(db, reader, row, period);
  // The operator API keeps CLAIM promotions fixed-amount (a share needs a deposit: JOIN).
  const amount = Number(row.reward_amount);
  if (amount <= 0)
    throw new ApiError(409, 'PROMOTION_NOT_AVAILABLE', 'The promotion pays on a deposit only');
  await db.transaction().execute(async (trx) => {
    const entryId = await enter(trx, row, reader.memberId, period, 'claimed', now);
    const reward = await issueFor(trx, row, reader.memberId, period, amount, now);
    await trx
      .updateTable('promotion_entry')
      .set({ reward_id: reward })
      .where('id', '=', entryId)
      .execute();
    await payReward(trx, reader.memberId, reward, now);
  });
  return memberView(db, reader, row, 'claimed', now);
}

/** The promotion's reward for a member's period, in the reward centre (once per period). */
export async function issueFor(
  trx: Trx,
  row: PromotionRow,
  memberId: number,
  period: string,
  amount: number,
  now: Date,
): Promise<number> {
  const granted = await grantReward(
    trx,
    {
      memberId,
      sourceKind: 'promotion',
      sourceRef: `promotion:${row.id}:${period}`,
      title: row.title,
      amount,
      turnoverMultiple: row.turnover_multiple,
    },
    now,
  );
  return granted.id;
}
