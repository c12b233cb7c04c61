/** Semantic colours a brand may set; each maps to the CSS variable `--color-<kebab-name>`. */
export interface SemanticColors {
  bg: string;
  surface: string;
  surfaceRaised: string;
  border: string;
  text: string;
  textMuted: string;
  brand: string;
  brandContrast: string;
  accent: string;
  danger: string;
  success: string;
  focus: string;
}

export type ThemeMode = 'dark' | 'light';

/** A brand's overrides of the semantic layer, per mode. Unset tokens keep the kit's defaults. */
export type BrandTheme = Record<ThemeMode, Partial<SemanticColors>>;

export const THEME_MODES: readonly ThemeMode[] = ['dark', 'light'];

// Only plain colour syntax: a value can never close the rule and inject other CSS.
const SAFE_VALUE = /^[#\w\s(),.%/-]+$/;

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The kit's own semantic colours (tokens.css, which a spec holds to these): what a brand overrides. */
export const KIT_COLOURS: Record<ThemeMode, SemanticColors> = {
  dark: {
    bg: '#0b0d12',
    surface: '#12151d',
    surfaceRaised: '#1b2030',
    border: '#272e42',
    text: '#f7f8fa',
    textMuted: '#9aa2b5',
    brand: '#e0a526',
    brandContrast: '#0b0d12',
    accent: '#f3cf74',
    danger: '#f26b6f',
    success: '#3bb277',
    focus: '#f3cf74',
  },
  light: {
    bg: '#f7f8fa',
    surface: '#ffffff',
    surfaceRaised: '#eef0f4',
    border: '#d5d9e2',
    text: '#0b0d12',
    textMuted: '#4d566b',
    brand: '#8a5f00',
    brandContrast: '#ffffff',
    accent: '#7a5500',
    danger: '#c62a2f',
    success: '#1c7048',
    focus: '#8a5f00',
  },
};

/**
 * Colours that words are written in (amounts in red or green, status chips in the accent, links
 * in the brand colour), and the grounds they are written on. Each pair must reach WCAG AA for
 * normal text, 4.5:1: a brand that darkens a surface can otherwise push the kit's red below it.
 */
const TEXT_COLOURS = ['text', 'textMuted', 'brand', 'accent', 'danger', 'success'] as const;
const GROUNDS = ['bg', 'surface', 'surfaceRaised'] as const;
const AA_TEXT = 4.5;

/** '#rgb' or '#rrggbb' → relative luminance (WCAG 2); null for any other colour syntax. */
function luminance(colour: string): number | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim())?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/** The WCAG contrast ratio of two colours, or null when either is not a hex colour. */
export function contrastRatio(a: string, b: string): number | null {
  const [la, lb] = [luminance(a), luminance(b)];
  if (la === null || lb === null) return null;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Text colour / ground pairs of a theme (over the kit's defaults) below 4.5:1. */
function contrastProblems(theme: BrandTheme): string[] {
  return THEME_MODES.flatMap((mode) => {
    const colours = { ...KIT_COLOURS[mode], ...theme[mode] };
    const pairs = [
      ...TEXT_COLOURS.flatMap((text) => GROUNDS.map((ground) => [text, ground] as const)),
      ['brandContrast', 'brand'] as const,
    ];
    return pairs.flatMap(([text, ground]) => {
      const ratio = contrastRatio(colours[text], colours[ground]);
      return ratio !== null && ratio < AA_TEXT
        ? [`theme.${mode}.${text} on ${ground}: ${ratio.toFixed(2)}:1, below ${AA_TEXT}:1`]
        : [];
    });
  });
}

/** Problems with a theme (empty when it is usable), for brand validation at build time. */
export function themeProblems(theme: BrandTheme): string[] {
  const syntax = THEME_MODES.flatMap((mode) =>
    Object.entries(theme[mode]).flatMap(([token, value]) =>
      typeof value === 'string' && SAFE_VALUE.test(value)
        ? []
        : [`theme.${mode}.${token}: "${String(value)}" is not a plain colour value`],
    ),
  );
  return syntax.length > 0 ? syntax : contrastProblems(theme);
}

/** The style sheet text that applies a brand's overrides on top of tokens.css. */
export function themeCss(theme: BrandTheme): string {
  return THEME_MODES.map((mode) => {
    const declarations = Object.entries(theme[mode])
      .filter(([, value]) => typeof value === 'string' && SAFE_VALUE.test(value))
      .map(([token, value]) => `--color-${kebab(token)}:${value};`)
      .join('');
    // One element more specific than tokens.css, so the brand wins whatever order sheets load in,
    // and nested [data-theme] regions (Storybook's side-by-side view) get the brand too.
    const themed = `html[data-theme='${mode}'],html [data-theme='${mode}']`;
    const selector = mode === 'dark' ? `:root,${themed}` : themed;
    return `${selector}{${declarations}}`;
  }).join('\n');
}
