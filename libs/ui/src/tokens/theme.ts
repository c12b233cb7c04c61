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

/** Problems with a theme (empty when it is usable), for brand validation at build time. */
export function themeProblems(theme: BrandTheme): string[] {
  return THEME_MODES.flatMap((mode) =>
    Object.entries(theme[mode]).flatMap(([token, value]) =>
      typeof value === 'string' && SAFE_VALUE.test(value)
        ? []
        : [`theme.${mode}.${token}: "${String(value)}" is not a plain colour value`],
    ),
  );
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
