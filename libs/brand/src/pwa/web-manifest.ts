import { languageDir } from '@tessera/i18n';
import type { BrandFacts } from './brand-facts';

/** One icon of the manifest, as the Web App Manifest spec names its fields. */
export interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: 'any' | 'maskable';
}

/** The icon files a brand may have under `public/` (the generator renders them). */
export const ICON_FILES: readonly (ManifestIcon & { file: string })[] = [
  { file: 'icons/icon-192.png', src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
  { file: 'icons/icon-512.png', src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
  {
    file: 'icons/icon-maskable-512.png',
    src: '/icons/icon-maskable-512.png',
    sizes: '512x512',
    type: 'image/png',
    purpose: 'maskable',
  },
  // The drawing the PNGs come from: any size, for browsers that take SVG icons.
  { file: 'icon.svg', src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
];

/** The home-screen icon iOS reads (it ignores the manifest's icons). */
export const APPLE_TOUCH_ICON = 'icons/apple-touch-icon.png';

/** Launchers show about twelve characters under an icon. */
const SHORT_NAME_LENGTH = 12;

/**
 * The brand's web app manifest: its name, its first language and direction, the page colour of
 * its default theme (so the splash screen and the title bar match the first paint), standalone
 * display over the whole site, and the icons it has.
 */
export function webManifest(facts: BrandFacts, icons: readonly ManifestIcon[]) {
  const shortName =
    facts.name.length <= SHORT_NAME_LENGTH
      ? facts.name
      : facts.name.slice(0, SHORT_NAME_LENGTH).trimEnd();
  const pageColour = facts.colours['bg'] as string;
  return {
    id: '/',
    name: facts.name,
    short_name: shortName,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    lang: facts.defaultLanguage,
    dir: languageDir(facts.defaultLanguage),
    theme_color: pageColour,
    background_color: pageColour,
    icons: icons.map(({ src, sizes, type, purpose }) => ({
      src,
      sizes,
      type,
      ...(purpose ? { purpose } : {}),
    })),
  };
}
