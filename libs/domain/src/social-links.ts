/**
 * Social links to show: only configured ones, and Facebook only on the brand's listed
 * domains (spec §2). Host comparison ignores case and a leading "www.".
 */
export function visibleSocialLinks<L extends { network: string; url: string }>(
  links: readonly L[],
  host: string,
  facebookDomains: readonly string[],
): L[] {
  const bare = (name: string) => name.toLowerCase().replace(/^www\./, '');
  const facebookAllowed = facebookDomains.some((domain) => bare(domain) === bare(host));
  return links.filter((link) => link.url && (link.network !== 'FACEBOOK' || facebookAllowed));
}
