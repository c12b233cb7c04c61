/**
 * The site's look, for the in-house (sandbox) game pages: the theme and the colours the page
 * shows now, as the `theme` and `colors` query the page reads (platform
 * sandbox-vendor/page-look.ts: 6-digit hex values without '#', in this order; an unreadable
 * colour is left empty and the page keeps its own). Other vendors' URLs are left alone.
 */
const PAGE_TOKENS = [
  '--color-bg',
  '--color-surface',
  '--color-surface',
  '--color-border',
  '--color-text',
  '--color-text-muted',
  '--color-brand',
  '--color-brand-contrast',
  '--color-success',
  '--color-danger',
  '--color-focus',
] as const;

const SANDBOX_PAGE = '/sandbox/play/';

/** `#abc` or `#aabbcc` as `aabbcc`; anything else (named, rgb(), oklch()) as ''. */
export function hexOf(value: string): string {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim())?.[1] ?? '';
  return (hex.length === 3 ? hex.replace(/./g, (c) => c + c) : hex).toLowerCase();
}

/** A launch URL with the site's look added, when it is a sandbox page. */
export function withGameLook(url: string, theme: 'light' | 'dark', root: Element): string {
  if (!url.startsWith(SANDBOX_PAGE)) return url;
  const style = getComputedStyle(root);
  const colors = PAGE_TOKENS.map((token) => hexOf(style.getPropertyValue(token))).join(',');
  const look = new URLSearchParams({ theme, colors });
  return `${url}${url.includes('?') ? '&' : '?'}${look.toString()}`;
}
