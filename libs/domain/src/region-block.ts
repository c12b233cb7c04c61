import { isInAnyCidr } from './ip-range';

/** Where a caller comes from, as far as the platform can tell. */
export interface ClientLocation {
  ip: string;
  /** ISO 3166-1 alpha-2, upper case; null when unknown. */
  country: string | null;
}

/** A merchant's region rules. */
export interface RegionRules {
  /** ISO 3166-1 alpha-2 codes. */
  blockedCountries: readonly string[];
  /** IPv4 and IPv6 CIDR ranges. */
  blockedCidrs: readonly string[];
}

// Not countries: CDNs send XX (unknown) and T1 (Tor); ZZ is the ISO "unknown" code.
const NOT_A_COUNTRY = new Set(['XX', 'ZZ']);

/** A country code from a CDN header, upper-cased; null for anything that is not ISO alpha-2. */
export function normalizeCountry(raw: string | null | undefined): string | null {
  const code = raw?.trim().toUpperCase() ?? '';
  return /^[A-Z]{2}$/.test(code) && !NOT_A_COUNTRY.has(code) ? code : null;
}

/** Spec §4 region restriction: the caller's country is blocked, or its IP is in a blocked range. */
export function isRegionBlocked(location: ClientLocation, rules: RegionRules): boolean {
  const country = normalizeCountry(location.country);
  if (country && rules.blockedCountries.some((code) => code.toUpperCase() === country)) return true;
  return isInAnyCidr(location.ip, rules.blockedCidrs);
}
