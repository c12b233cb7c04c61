import Type, { type Static } from 'typebox';
import { Nullable, StringEnum } from '../core/schema-types';
import { MALL_ITEM_KINDS, REDEEM_REMARK_MAX, REDEEM_STATUSES } from './constants';
import { PointsConfig, RedeemRecord } from './points';

// The operator's side of points: rates, mall items and stock, redeem decisions.

/** `:id` of a mall item or a redeem (the merchant's `:code` uses `MerchantSettingsParams`). */
export const PointsIdParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,14}$' }) });
export type PointsIdParams = Static<typeof PointsIdParams>;

/** `PUT /ops/merchants/:code/points`: the whole configuration (every source's rate). */
export const PointsConfigUpdate = PointsConfig;
export type PointsConfigUpdate = Static<typeof PointsConfigUpdate>;

/** An item's names by language (`en` required). */
export const MallItemNames = Type.Object(
  {
    en: Type.String({ minLength: 1, maxLength: 80 }),
    bn: Type.Optional(Type.String({ minLength: 1, maxLength: 80 })),
    pt: Type.Optional(Type.String({ minLength: 1, maxLength: 80 })),
    tl: Type.Optional(Type.String({ minLength: 1, maxLength: 80 })),
  },
  { additionalProperties: false },
);
export type MallItemNames = Static<typeof MallItemNames>;

const money = Type.Integer({ minimum: 0, maximum: 2 ** 53 - 1 });

/** `POST /ops/merchants/:code/mall-items`. */
export const NewMallItem = Type.Object({
  kind: StringEnum(MALL_ITEM_KINDS),
  names: MallItemNames,
  imageUrl: Type.String({ minLength: 1, maxLength: 300 }),
  pointsRequired: Type.Integer({ minimum: 1, maximum: 1_000_000_000 }),
  amountRequired: money,
  value: money,
  stock: Nullable(Type.Integer({ minimum: 0, maximum: 1_000_000_000 })),
  active: Type.Boolean(),
  sort: Type.Integer({ minimum: 0, maximum: 10_000 }),
});
export type NewMallItem = Static<typeof NewMallItem>;

/** `PUT /ops/mall-items/:id`: the fields to change. */
export const MallItemUpdate = Type.Partial(NewMallItem);
export type MallItemUpdate = Static<typeof MallItemUpdate>;

/** A mall item as the operator sees it. */
export const OpsMallItem = Type.Object({
  id: Type.Integer(),
  merchantCode: Type.String(),
  ...NewMallItem.properties,
});
export type OpsMallItem = Static<typeof OpsMallItem>;

export const OpsMallItems = Type.Object({ items: Type.Array(OpsMallItem) });
export type OpsMallItems = Static<typeof OpsMallItems>;

/** `GET /ops/points/redeems?merchant&status`. */
export const OpsRedeemQuery = Type.Object({
  merchant: Type.Optional(Type.String({ pattern: '^[A-Z0-9_]{2,16}$' })),
  status: Type.Optional(StringEnum(REDEEM_STATUSES)),
});
export type OpsRedeemQuery = Static<typeof OpsRedeemQuery>;

export const OpsRedeem = Type.Object({
  ...RedeemRecord.properties,
  memberId: Type.Integer(),
  account: Type.String(),
  merchantCode: Type.String(),
});
export type OpsRedeem = Static<typeof OpsRedeem>;

export const OpsRedeems = Type.Object({ items: Type.Array(OpsRedeem) });
export type OpsRedeems = Static<typeof OpsRedeems>;

/** `POST /ops/points/redeems/:id/decision`. */
export const RedeemDecision = Type.Object({
  decision: StringEnum(['APPROVED', 'REJECTED'] as const),
  remark: Type.Optional(Type.String({ maxLength: REDEEM_REMARK_MAX })),
});
export type RedeemDecision = Static<typeof RedeemDecision>;

/** `POST /ops/points/earn`. */
export const PointsEarnRequest = Type.Object({ at: Type.String({ format: 'date-time' }) });
export type PointsEarnRequest = Static<typeof PointsEarnRequest>;

/** How many points entries the run booked. */
export const PointsEarnResult = Type.Object({ entries: Type.Integer() });
export type PointsEarnResult = Static<typeof PointsEarnResult>;
