import Type, { type Static } from 'typebox';
import { CursorPage } from '../core/cursor-page';
import { LanguageParam } from '../core/params';
import { Nullable, StringEnum } from '../core/schema-types';
import {
  MALL_ITEM_KINDS,
  MAX_POINTS_PAGE,
  MAX_REDEEM_QUANTITY,
  POINTS_ENTRY_KINDS,
  POINTS_PAGE,
  POINTS_SOURCES,
  REDEEM_ADDRESS_MAX,
  REDEEM_STATUSES,
} from './constants';

// Points never expire (spec §9). Points are whole numbers; money is integer minor units.

/** An opaque page cursor, as a previous page's `nextCursor` gave it. */
export const PointsCursor = Type.String({ pattern: '^[1-9][0-9]{0,14}$' });

const pageQuery = {
  cursor: Type.Optional(PointsCursor),
  limit: Type.Optional(
    Type.Integer({ minimum: 1, maximum: MAX_POINTS_PAGE, default: POINTS_PAGE }),
  ),
};

/** `GET /wps/points/balance`. */
export const PointsBalance = Type.Object({
  points: Type.Integer({ minimum: 0 }),
  /** Every point ever earned (deposits and bets). */
  earned: Type.Integer({ minimum: 0 }),
  /** Points held by redeems still in process (already taken from `points`). */
  pending: Type.Integer({ minimum: 0 }),
});
export type PointsBalance = Static<typeof PointsBalance>;

/** `GET /wps/points/rewards?language`. */
export const MallItemsQuery = Type.Object({ language: Type.Optional(LanguageParam) });
export type MallItemsQuery = Static<typeof MallItemsQuery>;

/** One mall item as a member sees it. */
export const MallItem = Type.Object({
  id: Type.Integer(),
  kind: StringEnum(MALL_ITEM_KINDS),
  /** In the asked language, else English. */
  name: Type.String(),
  imageUrl: Type.String(),
  /** Points one unit costs. */
  pointsRequired: Type.Integer({ minimum: 1 }),
  /** Approved deposits (minor units, all time) a member needs before redeeming it; 0: none. */
  amountRequired: Type.Integer({ minimum: 0 }),
  /** What a BONUS pays into the balance (minor units); 0 for a GIFT. */
  value: Type.Integer({ minimum: 0 }),
  /** Units left; null: unlimited. */
  stock: Nullable(Type.Integer({ minimum: 0 })),
});
export type MallItem = Static<typeof MallItem>;

export const MallItems = Type.Object({ items: Type.Array(MallItem) });
export type MallItems = Static<typeof MallItems>;

/** `POST /wps/points/redeem` (sealed). */
export const RedeemRequest = Type.Object({
  itemId: Type.Integer({ minimum: 1, maximum: 2 ** 53 - 1 }),
  quantity: Type.Integer({ minimum: 1, maximum: MAX_REDEEM_QUANTITY }),
  withdrawalPassword: Type.String({ minLength: 1, maxLength: 128 }),
  /** Where a GIFT goes (required for gifts, ignored for bonuses). */
  address: Type.Optional(Type.String({ maxLength: REDEEM_ADDRESS_MAX })),
});
export type RedeemRequest = Static<typeof RedeemRequest>;

/** A redeem record (spec §3). */
export const RedeemRecord = Type.Object({
  id: Type.Integer(),
  /** Transaction reference to quote to support (`RDM-12`). */
  reference: Type.String(),
  /** Apply time, ISO 8601. */
  appliedAt: Type.String(),
  decidedAt: Nullable(Type.String()),
  kind: StringEnum(MALL_ITEM_KINDS),
  name: Type.String(),
  quantity: Type.Integer(),
  pointsRequired: Type.Integer(),
  amountRequired: Type.Integer(),
  status: StringEnum(REDEEM_STATUSES),
  /** Points taken (negative), or returned too once rejected. */
  changedPoints: Type.Integer(),
  /** The member's points balance right after the redeem. */
  pointsBalance: Type.Integer(),
  /** The operator's remark on a decision; "" when none. */
  remark: Type.String(),
  address: Nullable(Type.String()),
});
export type RedeemRecord = Static<typeof RedeemRecord>;

/** `GET /wps/points/redeem/list`. */
export const RedeemListQuery = Type.Object({
  status: Type.Optional(StringEnum(REDEEM_STATUSES)),
  language: Type.Optional(LanguageParam),
  ...pageQuery,
});
export type RedeemListQuery = Static<typeof RedeemListQuery>;

export const RedeemList = CursorPage('items', RedeemRecord);
export type RedeemList = Static<typeof RedeemList>;

/** One earning rate: `amountPerPoint` minor units of the source earn one point. */
export const PointsRate = Type.Object({
  source: StringEnum(POINTS_SOURCES),
  amountPerPoint: Type.Integer({ minimum: 1, maximum: 2 ** 53 - 1 }),
});
export type PointsRate = Static<typeof PointsRate>;

/** `GET /wps/points/config`: the rules, the earning rates and the exchange-rate table. */
export const PointsConfig = Type.Object({
  rates: Type.Array(PointsRate),
  /** `convertPoints` points convert to `convertAmount` minor units. */
  convertPoints: Type.Integer({ minimum: 1, maximum: 1_000_000_000 }),
  convertAmount: Type.Integer({ minimum: 1, maximum: 1_000_000_000_000 }),
  /** The fewest points one conversion takes (a multiple of `convertPoints`). */
  minConvert: Type.Integer({ minimum: 1, maximum: 1_000_000_000 }),
});
export type PointsConfig = Static<typeof PointsConfig>;

/** `GET /wps/points/transactions`. */
export const PointsEntriesQuery = Type.Object(pageQuery);
export type PointsEntriesQuery = Static<typeof PointsEntriesQuery>;

/** One points change (points details). */
export const PointsEntry = Type.Object({
  id: Type.Integer(),
  kind: StringEnum(POINTS_ENTRY_KINDS),
  points: Type.Integer(),
  balanceAfter: Type.Integer(),
  /** What it came from, to quote (`DEP-12`, `RND-5`, `RDM-3`). */
  reference: Type.String(),
  time: Type.String(),
});
export type PointsEntry = Static<typeof PointsEntry>;

export const PointsEntries = CursorPage('items', PointsEntry);
export type PointsEntries = Static<typeof PointsEntries>;

/** `POST /wps/points/convert` (sealed): a multiple of the config's `convertPoints`. */
export const ConvertPointsRequest = Type.Object({
  points: Type.Integer({ minimum: 1, maximum: 1_000_000_000 }),
  withdrawalPassword: Type.String({ minLength: 1, maxLength: 128 }),
  /** The same id on a retry converts once. */
  requestId: Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' }),
});
export type ConvertPointsRequest = Static<typeof ConvertPointsRequest>;

export const PointsConverted = Type.Object({
  points: Type.Integer(),
  amount: Type.Integer(),
  pointsBalance: Type.Integer(),
  balance: Type.Integer(),
});
export type PointsConverted = Static<typeof PointsConverted>;
