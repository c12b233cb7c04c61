/**
 * Spec §4: 0 normal, 1 maintenance, 2 region restricted; and 3, ours: the site is open on an
 * address that is not one of its merchant's domains (spec §8 "Invalid URL").
 */
export const SystemStatus = {
  Normal: 0,
  Maintenance: 1,
  RegionRestricted: 2,
  InvalidUrl: 3,
} as const;
export type SystemStatus = (typeof SystemStatus)[keyof typeof SystemStatus];

export interface SystemStatusFacts {
  maintenance: boolean;
  regionRestricted: boolean;
  /** Whether the page's host is one of the merchant's domains (`isSiteHost`). @default true */
  siteHost?: boolean;
}

/**
 * Which full-page state the site shows, decided once at start-up.
 * A wrong address wins over everything: a copy of the site on someone else's domain must not
 * look like the brand, whatever the brand's state. Maintenance wins over a region block: nobody
 * can play anyway, and the end time is more useful.
 */
export function decideSystemStatus({
  maintenance,
  regionRestricted,
  siteHost = true,
}: SystemStatusFacts): SystemStatus {
  if (!siteHost) return SystemStatus.InvalidUrl;
  if (maintenance) return SystemStatus.Maintenance;
  if (regionRestricted) return SystemStatus.RegionRestricted;
  return SystemStatus.Normal;
}

/** Loopback names and addresses: a copy served there is only ever its own viewer's. */
const LOOPBACK = /^(localhost|.+\.localhost|127(\.\d{1,3}){3}|\[?::1\]?)$/;

/**
 * Spec §8 domain check: whether a page on `host` may show the merchant's site. Exact names from
 * the merchant's list (any case, a trailing dot ignored), `*.example.com` for every subdomain of
 * one; loopback always, so a developer's `npm start` and the browser tests need no list.
 */
export function isSiteHost(host: string, domains: readonly string[]): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  if (LOOPBACK.test(name)) return true;
  return domains.some((domain) => {
    const listed = domain.toLowerCase().replace(/\.$/, '');
    return listed.startsWith('*.') ? name.endsWith(listed.slice(1)) : name === listed;
  });
}
