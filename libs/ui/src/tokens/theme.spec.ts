import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contrastRatio, KIT_COLOURS, themeCss, themeProblems, type BrandTheme } from './theme';

const theme: BrandTheme = {
  dark: { brand: '#9277ff', surfaceRaised: 'rgb(20, 20, 30)' },
  light: { brand: '#5b3df5' },
};

describe('themeCss', () => {
  it('writes each override as a semantic variable under its mode', () => {
    const css = themeCss(theme);
    expect(css).toContain(
      `html [data-theme='dark']{--color-brand:#9277ff;--color-surface-raised:rgb(20, 20, 30);}`,
    );
    expect(css).toContain(`html [data-theme='light']{--color-brand:#5b3df5;}`);
  });

  it('drops a value that tries to break out of the rule', () => {
    const css = themeCss({ dark: { brand: 'red;} body{display:none' }, light: {} });
    expect(css).not.toContain('display:none');
  });
});

describe('themeProblems', () => {
  it('accepts plain colours', () => {
    expect(themeProblems(theme)).toEqual([]);
  });

  it('names the token that is not a plain colour', () => {
    expect(themeProblems({ dark: {}, light: { text: 'url(x);}' } })).toEqual([
      'theme.light.text: "url(x);}" is not a plain colour value',
    ]);
  });
});

describe('contrast of the text colours', () => {
  it("holds the kit's own colours to 4.5:1 for every text colour on every ground", () => {
    expect(themeProblems({ dark: {}, light: {} })).toEqual([]);
    expect(contrastRatio('#000', '#ffffff')).toBe(21);
  });

  it('names a text colour that a brand surface takes below 4.5:1', () => {
    // The kit's red on Sahra's first dark surface read 4.11:1 in the account record.
    expect(themeProblems({ dark: { surface: '#272016', danger: '#e5484d' }, light: {} })).toContain(
      'theme.dark.danger on surface: 4.11:1, below 4.5:1',
    );
    // Aurora's former accent, its withdraw page's waiting chip, on its own surface: 4.14:1.
    expect(themeProblems({ dark: { surface: '#151233', accent: '#7c5cff' }, light: {} })).toContain(
      'theme.dark.accent on surface: 4.14:1, below 4.5:1',
    );
  });

  it('is what tokens.css declares', () => {
    const css = readFileSync(join(__dirname, 'tokens.css'), 'utf8');
    const palette = Object.fromEntries(
      [...css.matchAll(/--(palette-[\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2]?.trim()]),
    );
    const block = (selector: string) => css.slice(css.indexOf(selector)).split('}')[0] ?? '';
    const declared = (text: string) =>
      Object.fromEntries(
        [...text.matchAll(/--color-([\w-]+):\s*([^;]+);/g)].map(([, name = '', value = '']) => [
          name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()),
          value.trim().replace(/^var\(--(palette-[\w-]+)\)$/, (_, p: string) => palette[p] ?? p),
        ]),
      );
    expect(declared(block("[data-theme='dark'] {"))).toEqual(KIT_COLOURS.dark);
    expect(declared(block("[data-theme='light'] {"))).toEqual(KIT_COLOURS.light);
  });
});
