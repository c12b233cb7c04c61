import Value from 'typebox/value';
import { describe, expect, it } from 'vitest';
import {
  MerchantAggregatorUpdate,
  PamTokenParams,
  VendorRouteUpdate,
} from '../operator/aggregator-settings';
import { aggregatorGameLaunchPath } from './constants';
import { AggregatorGameLaunchRequest, AggregatorGameLaunchResponse } from './game-launch';

describe('Valkyrie’s game-launch call', () => {
  it('needs currency, providerGameId and playerId, as the document says', () => {
    const launch = { currency: 'BDT', providerGameId: 'BadLuck', playerId: '7' };
    expect(Value.Check(AggregatorGameLaunchRequest, launch)).toBe(true);
    const full = {
      ...launch,
      casino: 'AURORA',
      country: 'BD',
      language: 'bn',
      sessionIp: '203.0.113.9',
      launchConfig: { providerSpecificConfiguration: 'Value', brandId: 1 },
    };
    expect(Value.Check(AggregatorGameLaunchRequest, full)).toBe(true);
    for (const field of ['currency', 'providerGameId', 'playerId'] as const) {
      const without: Partial<typeof launch> = { ...launch };
      delete without[field];
      expect(Value.Check(AggregatorGameLaunchRequest, without), field).toBe(false);
    }
    expect(Value.Check(AggregatorGameLaunchRequest, { ...launch, launchConfig: 'x' })).toBe(false);
    expect(Value.Check(AggregatorGameLaunchResponse, { gameUrl: 'https://g.example' })).toBe(true);
    expect(Value.Check(AggregatorGameLaunchResponse, {})).toBe(false);
  });

  it('puts the provider in the path, encoded', () => {
    expect(aggregatorGameLaunchPath('redtiger')).toBe('/redtiger/gamelaunch');
    expect(aggregatorGameLaunchPath('a/b')).toBe('/a%2Fb/gamelaunch');
  });
});

describe('the operator’s aggregator calls', () => {
  it.each([
    [{ baseUrl: 'https://valkyrie.example.com' }, true],
    [{ baseUrl: 'http://127.0.0.1:3100/sandbox/aggregator', apiKey: 'key-12345' }, true],
    [{ baseUrl: 'https://valkyrie.example.com', apiKey: null }, true],
    [{ baseUrl: 'ftp://valkyrie.example.com' }, false],
    [{ baseUrl: 'https://valkyrie.example.com', apiKey: 'short' }, false],
    [{ apiKey: 'key-12345' }, false],
  ])('aggregator %j → %s', (body, expected) => {
    expect(Value.Check(MerchantAggregatorUpdate, body)).toBe(expected);
  });

  it.each([
    [{ route: 'sandbox' }, true],
    [{ route: 'aggregator', provider: 'redtiger', launchConfig: { brandId: 1 } }, true],
    [{ route: 'aggregator', provider: '' }, false],
    [{ route: 'aggregator', provider: 'red tiger' }, false],
    [{ route: 'elsewhere' }, false],
  ])('vendor route %j → %s', (body, expected) => {
    expect(Value.Check(VendorRouteUpdate, body)).toBe(expected);
  });

  it('names an aggregator in capitals, starting with a letter', () => {
    expect(Value.Check(PamTokenParams, { aggregator: 'VALKYRIE' })).toBe(true);
    for (const aggregator of ['', '-1', 'valkyrie', 'A'.repeat(33)])
      expect(Value.Check(PamTokenParams, { aggregator }), aggregator).toBe(false);
  });
});
