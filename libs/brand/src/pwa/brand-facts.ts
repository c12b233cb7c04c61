import type { TableLanguage } from '@tessera/contract';

/** What the installable app needs from a brand: its name, first language and first colours. */
export interface BrandFacts {
  name: string;
  defaultLanguage: TableLanguage;
  languages: TableLanguage[];
  defaultTheme: 'dark' | 'light';
  /** The default theme's semantic colours as the config writes them (`bg`, `brand`, …). */
  colours: Record<string, string>;
}

const field = (text: string, name: string) =>
  new RegExp(`\\b${name}:\\s*(['"])(.*?)\\1`).exec(text)?.[2];

/**
 * Reads the facts from a brand's `brand.config.ts` text. The config imports its logo as an SVG,
 * which Node cannot load while Vite reads its own config, so, as for the merchant code, the
 * build reads the text in the one form the generator writes (and the hand-made brands keep).
 * Throws naming the file and what is missing, so a build never ships a half-made manifest.
 */
export function brandFactsOf(configText: string, file: string): BrandFacts {
  const name = field(configText, 'name');
  const defaultLanguage = field(configText, 'defaultLanguage') as TableLanguage | undefined;
  const defaultTheme = field(configText, 'defaultTheme');
  const languages = /\blanguages:\s*\[([^\]]*)\]/.exec(configText)?.[1]?.match(/[a-z]{2}/g) as
    TableLanguage[] | undefined;
  const block =
    defaultTheme && new RegExp(`\\b${defaultTheme}:\\s*\\{([^}]*)\\}`).exec(configText)?.[1];
  const colours = Object.fromEntries(
    [...(block || '').matchAll(/(\w+):\s*'(#[0-9a-fA-F]{3,8})'/g)].map(([, token, value]) => [
      token,
      value,
    ]),
  ) as Record<string, string>;
  const missing = [
    !name && 'name',
    !defaultLanguage && 'defaultLanguage',
    !languages?.length && 'languages',
    defaultTheme !== 'dark' && defaultTheme !== 'light' && 'defaultTheme',
    !colours['bg'] && `theme.${defaultTheme}.bg`,
  ].filter((problem): problem is string => typeof problem === 'string');
  if (missing.length > 0)
    throw new Error(`${file}: cannot read ${missing.join(', ')} for the web app manifest`);
  return {
    name: name as string,
    defaultLanguage: defaultLanguage as TableLanguage,
    languages: languages as TableLanguage[],
    defaultTheme: defaultTheme as 'dark' | 'light',
    colours,
  };
}
