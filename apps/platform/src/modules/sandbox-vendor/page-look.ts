/**
 * How a sandbox page looks inside a brand: the site's theme (light or dark) and, when the site
 * sends them, its colours. The site passes them in the page URL at launch (`theme`, `colors`):
 * the colours are bare 6-digit hex values in LOOK_TOKENS order, so no value can carry CSS.
 */
export interface PageLook {
  theme: 'light' | 'dark';
  /** Overrides of the defaults, by token. */
  colors: Partial<Record<LookToken, string>>;
}

/** The page's colour variables, in the order the site sends them. */
export const LOOK_TOKENS = [
  'bg',
  'panel',
  'field',
  'line',
  'text',
  'muted',
  'accent',
  'accentText',
  'good',
  'bad',
  'focus',
] as const;
export type LookToken = (typeof LOOK_TOKENS)[number];

const DEFAULTS: Record<PageLook['theme'], Record<LookToken, string>> = {
  dark: {
    bg: '10131a',
    panel: '1b2030',
    field: '0c0f16',
    line: '3a4259',
    text: 'eef1f8',
    muted: 'a9b1c6',
    accent: 'f5b83d',
    accentText: '1a1300',
    good: '5fd38d',
    bad: 'ff7a7a',
    focus: '8fb8ff',
  },
  light: {
    bg: 'f5f6fa',
    panel: 'ffffff',
    field: 'ffffff',
    line: 'c5cad8',
    text: '151923',
    muted: '4d566b',
    accent: '9a6a00',
    accentText: 'ffffff',
    good: '1f7a4d',
    bad: 'c62a2f',
    focus: '9a6a00',
  },
};

export const DEFAULT_LOOK: PageLook = { theme: 'dark', colors: {} };

const HEX = /^[0-9a-f]{6}$/i;

/** The look a page URL asks for; unknown or malformed parts fall back to the defaults. */
export function pageLook(theme: string | undefined, colors: string | undefined): PageLook {
  const values = (colors ?? '').split(',');
  const picked: PageLook['colors'] = {};
  LOOK_TOKENS.forEach((token, i) => {
    const value = values[i];
    if (value && HEX.test(value)) picked[token] = value.toLowerCase();
  });
  return { theme: theme === 'light' ? 'light' : 'dark', colors: picked };
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The `:root` rule of a look: colour-scheme and one `--token` per colour. */
export function lookCss(look: PageLook): string {
  const colors = { ...DEFAULTS[look.theme], ...look.colors };
  const vars = LOOK_TOKENS.map((token) => `--${kebab(token)}:#${colors[token]}`).join(';');
  return `:root{color-scheme:${look.theme};${vars}}`;
}
