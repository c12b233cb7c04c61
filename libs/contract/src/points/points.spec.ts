import Value from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { VipLevels } from '../vip/vip';
import { ConvertPointsRequest, RedeemRequest } from './points';
import { NewMallItem, RedeemDecision } from './points-ops';

describe('points calls', () => {
  const redeem = { itemId: 3, quantity: 1, withdrawalPassword: 'cash4567' };

  it('takes a redeem of 1 to 10 units with a password, an address only as text', () => {
    expect(Value.Check(RedeemRequest, redeem)).toBe(true);
    expect(Value.Check(RedeemRequest, { ...redeem, address: 'House 1, Dhaka' })).toBe(true);
    for (const quantity of [0, 11, 1.5, '1'])
      expect(Value.Check(RedeemRequest, { ...redeem, quantity })).toBe(false);
    expect(Value.Check(RedeemRequest, { ...redeem, withdrawalPassword: '' })).toBe(false);
    expect(Value.Check(RedeemRequest, { ...redeem, address: 'x'.repeat(201) })).toBe(false);
  });

  it('takes a conversion of whole points with a request id', () => {
    const convert = { points: 200, withdrawalPassword: 'p', requestId: 'cnv-12345678' };
    expect(Value.Check(ConvertPointsRequest, convert)).toBe(true);
    for (const points of [0, -100, 2.5, 2e9])
      expect(Value.Check(ConvertPointsRequest, { ...convert, points })).toBe(false);
    expect(Value.Check(ConvertPointsRequest, { ...convert, requestId: 'short' })).toBe(false);
  });

  it('lets the operator add items with English names and decide redeems', () => {
    const item = {
      kind: 'GIFT',
      names: { en: 'Cap', tl: 'Sumbrero' },
      imageUrl: '/cdn/cap.png',
      pointsRequired: 10,
      amountRequired: 0,
      value: 0,
      stock: null,
      active: true,
      sort: 1,
    };
    expect(Value.Check(NewMallItem, item)).toBe(true);
    expect(Value.Check(NewMallItem, { ...item, names: { tl: 'Sumbrero' } })).toBe(false);
    expect(Value.Check(NewMallItem, { ...item, names: { en: 'Cap', xx: 'Cap' } })).toBe(false);
    expect(Value.Check(NewMallItem, { ...item, pointsRequired: 0 })).toBe(false);
    expect(Value.Check(RedeemDecision, { decision: 'APPROVED' })).toBe(true);
    expect(Value.Check(RedeemDecision, { decision: 'IN_PROCESS' })).toBe(false);
    expect(Value.Check(RedeemDecision, { decision: 'REJECTED', remark: 'x'.repeat(141) })).toBe(
      false,
    );
  });

  it('takes a VIP table with rebate rates of at most 10%', () => {
    const rates = { LIVE: 30, LOTTERY: 30, PVP: 30, SLOTS: 40, SPORTS: 30 };
    const level = {
      level: 0,
      name: 'Member',
      depositThreshold: 0,
      turnoverThreshold: 0,
      rebate: rates,
      withdrawalMax: null,
      upgradeBonus: 0,
      birthdayBonus: 0,
    };
    expect(Value.Check(VipLevels, { levels: [level] })).toBe(true);
    expect(Value.Check(VipLevels, { levels: [] })).toBe(false);
    expect(
      Value.Check(VipLevels, { levels: [{ ...level, rebate: { ...rates, SLOTS: 1001 } }] }),
    ).toBe(false);
  });
});
