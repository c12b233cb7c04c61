import {
  SEED_MALL_ITEMS,
  SEED_POINTS_CONVERT,
  SEED_POINTS_RATES,
  SEED_VIP_LEVELS,
  type MallItem,
  type PointsBalance,
  type PointsConfig,
  type PointsEntries,
  type PointsSource,
  type RedeemRecord,
  type VipInfo,
  type VipLevel,
} from '@tessera/contract';

/** The points mall's default answers: a member with points, a few items, a short history. */
export const pointsBalance: PointsBalance = { points: 5_240, earned: 1_240, pending: 1_000 };

/** The seeded mall items, in English, numbered in seed order. */
export const mallItems: MallItem[] = SEED_MALL_ITEMS.map((item, index) => ({
  id: index + 1,
  kind: item.kind,
  name: item.names.en,
  imageUrl: item.image,
  pointsRequired: item.points,
  amountRequired: item.amount,
  value: item.value,
  stock: item.stock,
}));

/** The seeded earning rates and conversion. */
export const pointsConfig: PointsConfig = {
  rates: Object.entries(SEED_POINTS_RATES).map(([source, amountPerPoint]) => ({
    source: source as PointsSource,
    amountPerPoint,
  })),
  ...SEED_POINTS_CONVERT,
};

export const pointsEntries: PointsEntries = {
  items: [
    {
      id: 12,
      kind: 'REDEEM',
      points: -1_000,
      balanceAfter: 5_240,
      reference: 'RDM-3',
      time: '2026-03-05T09:30:00.000Z',
    },
    {
      id: 11,
      kind: 'SLOTS',
      points: 240,
      balanceAfter: 6_240,
      reference: 'RND-88',
      time: '2026-03-05T09:00:00.000Z',
    },
    {
      id: 10,
      kind: 'DEPOSIT',
      points: 1_000,
      balanceAfter: 6_000,
      reference: 'DEP-7',
      time: '2026-03-04T20:00:00.000Z',
    },
    {
      id: 9,
      kind: 'ADJUSTMENT',
      points: 5_000,
      balanceAfter: 5_000,
      reference: 'WELCOME',
      time: '2026-03-01T08:00:00.000Z',
    },
  ],
  nextCursor: null,
};

/** A redeem record of the first item, in process unless told otherwise. */
export const redeemRecord = (over: Partial<RedeemRecord> = {}): RedeemRecord => ({
  id: 3,
  reference: 'RDM-3',
  appliedAt: '2026-03-05T09:30:00.000Z',
  decidedAt: null,
  kind: 'BONUS',
  name: 'Bonus 10',
  quantity: 1,
  pointsRequired: 1_000,
  amountRequired: 0,
  status: 'IN_PROCESS',
  changedPoints: -1_000,
  pointsBalance: 5_240,
  remark: '',
  address: null,
  ...over,
});

export const redeemHistory = {
  items: [
    redeemRecord(),
    redeemRecord({
      id: 2,
      reference: 'RDM-2',
      kind: 'GIFT',
      name: 'Team T-shirt',
      pointsRequired: 3_000,
      status: 'REJECTED',
      changedPoints: 0,
      remark: 'Out of sizes',
      decidedAt: '2026-03-03T10:00:00.000Z',
      address: 'House 1, Dhaka',
    }),
    redeemRecord({
      id: 1,
      reference: 'RDM-1',
      status: 'APPROVED',
      decidedAt: '2026-03-02T10:00:00.000Z',
    }),
  ],
  nextCursor: null,
};

/** The seeded level table. */
export const vipLevels: VipLevel[] = SEED_VIP_LEVELS;

export const vipInfo: VipInfo = {
  level: 1,
  deposits: 400_000,
  turnover: 1_250_000,
  next: vipLevels[2]!,
  levels: vipLevels,
};
