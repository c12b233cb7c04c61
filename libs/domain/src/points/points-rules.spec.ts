import { GAME_TYPES } from '@tessera/contract';
import { describe, expect, it } from 'vitest';
import {
  convertPoints,
  pointsFor,
  POINTS_SOURCE_OF_GAME_TYPE,
  rebateCategoryOf,
} from './points-rules';

describe('pointsFor', () => {
  it.each([
    [1_250, 100, 12],
    [100, 100, 1],
    [99, 100, 0],
    [0, 100, 0],
    [-500, 100, 0],
    [1.5, 1, 0],
    [10_000, 0, 0],
    [Number.MAX_SAFE_INTEGER, 1, Number.MAX_SAFE_INTEGER],
  ])('%d minor units at %d per point earn %d', (amount, rate, points) => {
    expect(pointsFor(amount, rate)).toBe(points);
  });
});

describe('convertPoints', () => {
  const rate = { convertPoints: 100, convertAmount: 250, minConvert: 200 };
  it.each([
    [200, { amount: 500 }],
    [1_000, { amount: 2_500 }],
    [100, { problem: 'below-minimum' }],
    [250, { problem: 'not-a-multiple' }],
    [0, { problem: 'below-minimum' }],
    [200.5, { problem: 'below-minimum' }],
  ])('%d points → %o', (points, outcome) => {
    expect(convertPoints(points, rate)).toEqual(outcome);
  });
});

describe('the source of a game type', () => {
  it('puts every game type under one of the five bet sources', () => {
    for (const type of GAME_TYPES)
      expect(['LIVE', 'LOTTERY', 'PVP', 'SLOTS', 'SPORTS']).toContain(
        POINTS_SOURCE_OF_GAME_TYPE[type],
      );
    expect(rebateCategoryOf('FISH')).toBe('SLOTS');
    expect(rebateCategoryOf('ELOTT')).toBe('LOTTERY');
    expect(rebateCategoryOf('CRICKET')).toBe('SPORTS');
  });
});
