import { describe, expect, it } from 'vitest';
import { pickPreference } from './preference';
import { decideSystemStatus, SystemStatus } from './system-status';

describe('decideSystemStatus', () => {
  it.each([
    [false, false, SystemStatus.Normal],
    [true, false, SystemStatus.Maintenance],
    [false, true, SystemStatus.RegionRestricted],
    [true, true, SystemStatus.Maintenance],
  ])('maintenance %s, region restricted %s → %s', (maintenance, regionRestricted, expected) => {
    expect(decideSystemStatus({ maintenance, regionRestricted })).toBe(expected);
  });
});

describe('pickPreference', () => {
  const offered = ['bn', 'en'] as const;
  it.each([
    [null, 'bn'],
    [undefined, 'bn'],
    ['en', 'en'],
    ['bn', 'bn'],
    ['tl', 'bn'],
    ['', 'bn'],
  ])('stored %s → %s', (stored, expected) => {
    expect(pickPreference(stored, offered, 'bn')).toBe(expected);
  });
});
