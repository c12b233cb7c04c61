import type { RebateRates, VipLevel } from './vip';

// The VIP levels' starting data, in one place: the platform seeds every merchant with it and the
// SDK's fake platform answers with it, so the fake's levels are the seeded ones.

const rates = (bp: number, slots = bp): RebateRates => ({
  LIVE: bp,
  LOTTERY: bp,
  PVP: bp,
  SLOTS: slots,
  SPORTS: bp,
});

/**
 * Every merchant's seeded level table (amounts in minor units, the same numbers in each
 * currency). Level 0 has no rebate and no upgrade bonus; bonuses start at level 2.
 */
export const SEED_VIP_LEVELS: VipLevel[] = [
  {
    level: 0,
    name: 'Member',
    depositThreshold: 0,
    turnoverThreshold: 0,
    rebate: rates(0),
    withdrawalMax: null,
    upgradeBonus: 0,
    birthdayBonus: 0,
  },
  {
    level: 1,
    name: 'Bronze',
    depositThreshold: 100_000,
    turnoverThreshold: 500_000,
    rebate: rates(30, 40),
    withdrawalMax: null,
    upgradeBonus: 0,
    birthdayBonus: 5_000,
  },
  {
    level: 2,
    name: 'Silver',
    depositThreshold: 1_000_000,
    turnoverThreshold: 5_000_000,
    rebate: rates(50, 60),
    withdrawalMax: 10_000_000,
    upgradeBonus: 20_000,
    birthdayBonus: 20_000,
  },
  {
    level: 3,
    name: 'Gold',
    depositThreshold: 5_000_000,
    turnoverThreshold: 25_000_000,
    rebate: rates(70, 80),
    withdrawalMax: 30_000_000,
    upgradeBonus: 100_000,
    birthdayBonus: 50_000,
  },
  {
    level: 4,
    name: 'Platinum',
    depositThreshold: 20_000_000,
    turnoverThreshold: 100_000_000,
    rebate: rates(90, 100),
    withdrawalMax: 100_000_000,
    upgradeBonus: 500_000,
    birthdayBonus: 100_000,
  },
  {
    level: 5,
    name: 'Diamond',
    depositThreshold: 100_000_000,
    turnoverThreshold: 500_000_000,
    rebate: rates(120, 130),
    withdrawalMax: null,
    upgradeBonus: 2_000_000,
    birthdayBonus: 300_000,
  },
];
