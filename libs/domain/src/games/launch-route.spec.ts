import { describe, expect, it } from 'vitest';
import { launchDestination, launchGate, type LaunchTarget } from './launch-route';

const game = (over: Partial<LaunchTarget>): LaunchTarget => ({
  vassalage: 'PG',
  gameCode: 'G1',
  gameType: 'RNG',
  ...over,
});

describe('launchDestination', () => {
  it.each<[string, Partial<LaunchTarget>, unknown]>([
    [
      'Vietnam lottery vendor',
      { vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT' },
      { kind: 'route', path: '/vnLottery', search: { gameCode: 'G1' } },
    ],
    [
      'SEA lottery vendor',
      { vassalage: 'TCG_SEA', gameType: 'ELOTT' },
      { kind: 'route', path: '/seaLottery', search: { gameCode: 'G1' } },
    ],
    [
      'LOTT game',
      { vassalage: 'TCG', gameType: 'LOTT' },
      { kind: 'route', path: '/lottery', search: { gameCode: 'G1' } },
    ],
    [
      'ELOTT game',
      { vassalage: 'TCG', gameType: 'ELOTT', isVassalageGame: true },
      { kind: 'route', path: '/lottery', search: { gameCode: 'G1' } },
    ],
    [
      'VASSALAGE-type game',
      { vassalage: 'JDB', gameType: 'FISH', isVassalageGame: true, vendorType: 'RNG' },
      { kind: 'vendorList', vassalage: 'JDB' },
    ],
    [
      'RNG vendor',
      { vassalage: 'PG', vendorType: 'RNG' },
      { kind: 'route', path: '/rng', search: { vassalage: 'PG' } },
    ],
    ['live game', { vassalage: 'AG', gameType: 'LIVE', vendorType: 'LIVE' }, { kind: 'launch' }],
    ['RNG game, vendor type unknown', {}, { kind: 'launch' }],
    ['isVassalageGame false', { isVassalageGame: false }, { kind: 'launch' }],
  ])('%s', (_label, over, expected) => {
    expect(launchDestination(game(over))).toEqual(expected);
  });
});

describe('launchGate', () => {
  it.each<[boolean, number | null, boolean, string]>([
    [false, null, false, 'login'],
    [false, null, true, 'login'],
    [true, 4, false, 'upgrade'],
    [true, 4, true, 'upgrade'],
    [true, 0, true, 'maintenance'],
    [true, 1, true, 'maintenance'],
    [true, 0, false, 'allow'],
    [true, null, false, 'allow'],
  ])('loggedIn %s, type %s, maintenance %s → %s', (loggedIn, memberType, maintenance, out) => {
    expect(launchGate({ loggedIn, memberType, maintenance })).toBe(out);
  });
});
