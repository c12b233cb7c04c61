/** Vendor logo sets per category, exactly as listed in spec §3. */
export const VENDOR_LOGO_SETS = {
  FISH: ['AG', 'BBIN', 'CQ9', 'GG', 'PT', 'RTG'],
  LIVE: ['AG', 'BBIN', 'BG', 'DG', 'EA', 'LOTUS', 'OG', 'PT', 'TGP'],
  PVP: ['KX', 'KY', 'TH', 'WS', 'XY'],
  RNG: ['AE', 'AG', 'CQ9', 'GG', 'ISB', 'MG', 'MGS', 'PNG', 'PT', 'RTG', 'TTG', 'WD'],
  SPORTS: ['IBC', 'SBT', 'UG'],
} as const satisfies Record<string, readonly string[]>;

/** Currency whose sites show some vendors under another vendor's icon (spec §3). */
export const ICON_SWAP_CURRENCY = 'TLB';

/** BTI and every TCG-prefixed vendor are the ones re-badged for TLB (spec §3). */
function isSwapped(vassalage: string): boolean {
  return vassalage === 'BTI' || vassalage.startsWith('TCG');
}

/**
 * The vendor whose icon to show. Reading of spec §3: the "other vendor" is not named, so the
 * substitute is a parameter, defaulting to TCG; matching is exact (case-sensitive codes).
 */
export function iconVendor(vassalage: string, currency: string, substitute = 'TCG'): string {
  return currency === ICON_SWAP_CURRENCY && isSwapped(vassalage) ? substitute : vassalage;
}
