import type { GameMenu, VendorCard } from '@tessera/contract';
import { describe, expect, it } from 'vitest';
import { GAME_LISTS, laneCards, menuVendors } from './game-lists';

const vendor = (vassalage: string) => ({ vassalage, displayName: vassalage, logoUrl: null });
const menus: GameMenu[] = [
  { gameType: 'RNG', vendors: ['PG', 'BGS', 'JDB'].map(vendor) },
  { gameType: 'SPORTS', vendors: ['SBT', '9W'].map(vendor) },
  { gameType: 'CRICKET', vendors: ['9W'].map(vendor) },
];
const codes = (path: keyof typeof GAME_LISTS) =>
  menuVendors(menus, GAME_LISTS[path]).map((v) => v.vassalage);

describe('menuVendors', () => {
  it.each([
    ['/rng', ['PG', 'JDB']],
    ['/cricket', ['9W', 'SBT']],
    ['/live', []],
  ] as const)('%s → %j', (path, expected) => expect(codes(path)).toEqual(expected));
});

describe('laneCards', () => {
  const card = (vassalage: string, gameCode: string | null = null): VendorCard => ({
    vassalage,
    displayName: vassalage,
    gameType: 'ESPORTS',
    gameCode,
    iconUrl: '',
    maintenance: false,
  });
  it('joins every lane of the title, each card once', () => {
    const lanes = [
      { title: 'ESPORTS', cards: [card('IMES')], gameClassify: [] },
      { title: 'LIVE', cards: [card('AG')], gameClassify: [] },
      { title: 'ESPORTS', cards: [card('IMES'), card('TF', 'TF_1')], gameClassify: [] },
    ];
    expect(laneCards(lanes, 'ESPORTS').map((c) => c.vassalage)).toEqual(['IMES', 'TF']);
    expect(laneCards(lanes, 'COCKFIGHT')).toEqual([]);
  });
});
