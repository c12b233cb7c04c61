import type {
  ConvertPointsRequest,
  PointsConfig,
  PointsConverted,
  PointsEntries,
  PointsEntriesQuery,
  PointsSource,
} from '@tessera/contract';
import { POINTS_SOURCES } from '@tessera/contract';
import { convertPoints } from '@tessera/domain';
import type { Db, Trx } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';
import { creditReward, lockWallet } from '../wallet';
import { movePoints } from './points-ledger';

/** Used when a merchant has no exchange rate yet: 100 points buy 1.00. */
const DEFAULT_CONVERT = { convertPoints: 100, convertAmount: 100, minConvert: 100 };

/** The merchant's earning rates and exchange rate (the rules and exchange-rate table). */
export async function pointsConfig(db: Db | Trx, merchantCode: string): Promise<PointsConfig> {
  const [rates, setting] = await Promise.all([
    db
      .selectFrom('points_rate')
      .select(['source', 'amount_per_point'])
      .where('merchant_code', '=', merchantCode)
      .execute(),
    db
      .selectFrom('points_setting')
      .selectAll()
      .where('merchant_code', '=', merchantCode)
      .executeTakeFirst(),
  ]);
  const order = (source: PointsSource) => POINTS_SOURCES.indexOf(source);
  return {
    rates: rates
      .map((row) => ({ source: row.source, amountPerPoint: Number(row.amount_per_point) }))
      .sort((a, b) => order(a.source) - order(b.source)),
    ...(setting
      ? {
          convertPoints: setting.convert_points,
          convertAmount: Number(setting.convert_amount),
          minConvert: setting.min_convert,
        }
      : DEFAULT_CONVERT),
  };
}

/** Replaces a merchant's rates and exchange rate (operator). */
export async function setPointsConfig(
  db: Db,
  merchantCode: string,
  config: PointsConfig,
): Promise<PointsConfig> {
  if (config.minConvert % config.convertPoints !== 0)
    throw new ApiError(400, 'BAD_REQUEST', 'minConvert must be a multiple of convertPoints');
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('points_rate').where('merchant_code', '=', merchantCode).execute();
    const rates = new Map(config.rates.map((rate) => [rate.source, rate.amountPerPoint]));
    if (rates.size > 0)
      await trx
        .insertInto('points_rate')
        .values(
          [...rates].map(([source, amount]) => ({
            merchant_code: merchantCode,
            source,
            amount_per_point: amount,
          })),
        )
        .execute();
    const setting = {
      convert_points: config.convertPoints,
      convert_amount: config.convertAmount,
      min_convert: config.minConvert,
    };
    await trx
      .insertInto('points_setting')
      .values({ merchant_code: merchantCode, ...setting })
      .onConflict((oc) => oc.column('merchant_code').doUpdateSet(setting))
      .execute();
  });
  return pointsConfig(db, merchantCode);
}

/** The member's points details, newest first, in keyset pages. */
export async function pointsEntries(
  db: Db,
  memberId: number,
  query: PointsEntriesQuery,
): Promise<PointsEntries> {
  const limit = query.limit ?? 20;
  let select = db
    .selectFrom('points_entry')
    .select(['id', 'kind', 'points', 'balance_after', 'reference', 'created_at'])
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(limit + 1);
  if (query.cursor) select = select.where('id', '<', Number(query.cursor));
  const rows = await select.execute();
  const page = rows.slice(0, limit);
  return {
    items: page.map((row) => ({
      id: Number(row.id),
      kind: row.kind,
      points: Number(row.points),
      balanceAfter: Number(row.balance_after),
      reference: row.reference,
      time: new Date(row.created_at).toISOString(),
    })),
    nextCursor: rows.length > limit ? String(page.at(-1)!.id) : null,
  };
}

/**
 * Converts points to balance in one transaction: the wallet row is locked first (the order
 * every money booking takes), the request id makes a retry answer the first reply (its key is
 * unique among points entries and ledger entries), the points
 * go (never below 0) and the money comes as one POINTS_CONVERT ledger entry.
 */
export async function convertToBalance(
  db: Db,
  who: { memberId: number; merchantCode: string },
  { points, requestId }: Omit<ConvertPointsRequest, 'withdrawalPassword'>,
): Promise<PointsConverted> {
  const rate = await pointsConfig(db, who.merchantCode);
  const converted = convertPoints(points, rate);
  if ('problem' in converted)
    throw new ApiError(
      400,
      'POINTS_CONVERT_INVALID',
      `Convert at least ${rate.minConvert} points, in steps of ${rate.convertPoints}`,
      {
        value: { minConvert: rate.minConvert, step: rate.convertPoints },
      },
    );
  return db.transaction().execute(async (trx) => {
    // The wallet lock first (every money booking's order): a retry waits for the first try.
    const wallet = await lockWallet(trx, who.memberId);
    const key = `points-convert:${who.memberId}:${requestId}`;
    const done = await trx
      .selectFrom('points_entry')
      .select(['points', 'balance_after'])
      .where('source_key', '=', key)
      .executeTakeFirst();
    if (done) {
      // A retry of a conversion that went through: its reply again, nothing booked twice.
      if (-Number(done.points) !== points)
        throw new ApiError(
          409,
          'REQUEST_ID_CONFLICT',
          'The requestId was used for another conversion',
        );
      return {
        points,
        amount: converted.amount,
        pointsBalance: Number(done.balance_after),
        balance: wallet.balance,
      };
    }
    const moved = await movePoints(trx, who.memberId, -points, 'CONVERT', key, `CNV-${requestId}`);
    const money = await creditReward(trx, who.memberId, converted.amount, 'POINTS_CONVERT', key);
    return {
      points,
      amount: converted.amount,
      pointsBalance: moved.balance,
      balance: money.balance,
    };
  });
}
