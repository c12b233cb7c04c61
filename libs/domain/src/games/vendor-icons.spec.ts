import { describe, expect, it } from 'vitest';
import { iconVendor, VENDOR_LOGO_SETS } from './vendor-icons';

describe('iconVendor', () => {
  it.each<[string, string, string | undefined, string]>([
    ['BTI', 'TLB', undefined, 'TCG'],
    ['TCG', 'TLB', undefined, 'TCG'],
    ['TCG_LOTTO_VN', 'TLB', undefined, 'TCG'],
    ['TCG_SEA', 'TLB', 'XYZ', 'XYZ'],
    ['BTI', 'TLB', 'XYZ', 'XYZ'],
    ['PG', 'TLB', undefined, 'PG'],
    ['BTIX', 'TLB', undefined, 'BTIX'],
    ['XTCG', 'TLB', undefined, 'XTCG'],
    ['BTI', 'BDT', undefined, 'BTI'],
    ['TCG_SEA', 'USD', undefined, 'TCG_SEA'],
    ['BTI', 'tlb', undefined, 'BTI'],
  ])('%s in %s (substitute %s) → %s', (vendor, currency, substitute, expected) => {
    expect(iconVendor(vendor, currency, substitute)).toBe(expected);
  });
});

describe('VENDOR_LOGO_SETS', () => {
  it.each([
    ['FISH', 'AG BBIN CQ9 GG PT RTG'],
    ['LIVE', 'AG BBIN BG DG EA LOTUS OG PT TGP'],
    ['PVP', 'KX KY TH WS XY'],
    ['RNG', 'AE AG CQ9 GG ISB MG MGS PNG PT RTG TTG WD'],
    ['SPORTS', 'IBC SBT UG'],
  ] as const)('%s', (category, list) => {
    expect(VENDOR_LOGO_SETS[category]).toEqual(list.split(' '));
  });

  it('has exactly the spec categories', () => {
    expect(Object.keys(VENDOR_LOGO_SETS)).toEqual(['FISH', 'LIVE', 'PVP', 'RNG', 'SPORTS']);
  });
});
