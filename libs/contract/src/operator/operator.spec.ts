import Value from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { OutboxQuery } from './outbox';
import { merchantSettingsPath } from './paths';
import { MerchantSettingsParams, MerchantSettingsUpdate } from './settings';

describe('merchant settings', () => {
  it('accepts a partial update, with a null or ISO maintenance end', () => {
    expect(Value.Check(MerchantSettingsUpdate, { maintenance: true })).toBe(true);
    expect(Value.Check(MerchantSettingsUpdate, { maintenanceEnd: null })).toBe(true);
    expect(Value.Check(MerchantSettingsUpdate, { maintenanceEnd: '2026-11-23T12:00:00Z' })).toBe(
      true,
    );
  });

  it.each([
    ['an unknown field', { maintenance: true, maintenanceMode: 'on' }],
    ['a maintenance end that is not a date-time', { maintenanceEnd: 'tomorrow' }],
    ['a country that is not two letters', { blockedCountries: ['BGD'] }],
    ['over 300 countries', { blockedCountries: Array(301).fill('BD') }],
    ['a CIDR over 64 characters', { blockedCidrs: ['1'.repeat(65)] }],
  ])('refuses %s', (_, body) => {
    expect(Value.Check(MerchantSettingsUpdate, body)).toBe(false);
  });

  it('needs a merchant code in the path', () => {
    expect(Value.Check(MerchantSettingsParams, { code: '' })).toBe(false);
    expect(merchantSettingsPath('A B')).toBe('/ops/merchants/A%20B/settings');
  });
});

describe('outbox', () => {
  it('defaults to 50 messages and refuses more than 500', () => {
    expect(Value.Default(OutboxQuery, { to: '+8801712345678' })).toEqual({
      to: '+8801712345678',
      limit: 50,
    });
    expect(Value.Check(OutboxQuery, { limit: 501 })).toBe(false);
  });
});
