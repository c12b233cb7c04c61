import { describe, expect, it } from 'vitest';
import { categoryDestination, gameTypePath, navCategories, providerOpensList } from './game-nav';

const vendors = (...names: string[]) => names.map((vassalage) => ({ vassalage }));

describe('gameTypePath', () => {
  it.each([
    ['HOME', '/'],
    ['LIVE', '/live'],
    ['ESPORTS', '/esports'],
    ['COCKFIGHT', '/cockfight'],
  ])('%s → %s', (type, path) => expect(gameTypePath(type)).toBe(path));
});

describe('categoryDestination', () => {
  it.each([
    ['SPORTS', ['SBT'], { kind: 'vendor', path: '/sports', vassalage: 'SBT' }],
    ['SPORTS', ['SBT', 'IBC'], { kind: 'page', path: '/sports' }],
    ['COCKFIGHT', ['DS88'], { kind: 'vendor', path: '/cockfight', vassalage: 'DS88' }],
    ['PVP', ['KY'], { kind: 'page', path: '/pvp' }],
    ['FISH', ['JDB'], { kind: 'page', path: '/fish' }],
    ['RNG', ['PG'], { kind: 'page', path: '/rng' }],
    ['LIVE', [], { kind: 'page', path: '/live' }],
  ])('%s with %j → %j', (gameType, names, expected) => {
    expect(categoryDestination({ gameType, vendors: vendors(...names) })).toEqual(expected);
  });
});

describe('navCategories', () => {
  it('keeps categories with vendors, in order', () => {
    const menus = [
      { gameType: 'LIVE', vendors: vendors('AG') },
      { gameType: 'PVP', vendors: [] },
      { gameType: 'RNG', vendors: vendors('PG', 'JDB') },
    ];
    expect(navCategories(menus).map((menu) => menu.gameType)).toEqual(['LIVE', 'RNG']);
  });
});

describe('providerOpensList', () => {
  it.each([
    ['RNG', true],
    ['FISH', true],
    ['LIVE', false],
    ['SPORTS', false],
  ])('%s → %s', (type, expected) => expect(providerOpensList(type)).toBe(expected));
});
