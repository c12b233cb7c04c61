import { describe, expect, it } from 'vitest';
import { themeCss, themeProblems, type BrandTheme } from './theme';

const theme: BrandTheme = {
  dark: { brand: '#7c5cff', surfaceRaised: 'rgb(20, 20, 30)' },
  light: { brand: '#5b3df5' },
};

describe('themeCss', () => {
  it('writes each override as a semantic variable under its mode', () => {
    const css = themeCss(theme);
    expect(css).toContain(
      `html [data-theme='dark']{--color-brand:#7c5cff;--color-surface-raised:rgb(20, 20, 30);}`,
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
