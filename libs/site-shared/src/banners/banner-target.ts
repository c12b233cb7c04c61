import type { Banner } from '@tessera/contract';

/** Where a banner leads: a page of this site, or another site in a new tab. */
export interface BannerTarget {
  href: string;
  external: boolean;
}

/**
 * The link of a banner (spec §3: url + linkageType), or null for a picture only. Banners are
 * operator content, so only same-site paths and http(s) addresses become links: never a
 * `javascript:` URL, and never `//host` passed off as an internal page.
 */
export function bannerTarget({ url, linkageType }: Pick<Banner, 'url' | 'linkageType'>) {
  const href = url?.trim();
  if (!href || linkageType === 'NONE') return null;
  if (linkageType === 'INTERNAL')
    return href.startsWith('/') && !href.startsWith('//') ? { href, external: false } : null;
  return /^https?:\/\/[^/]/i.test(href) ? { href, external: true } : null;
}
