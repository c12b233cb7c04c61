import '@tessera/ui/tokens.css';
import type { Decorator, Preview } from '@storybook/react-vite';
import type { TableLanguage } from '@tessera/contract';
import { languageDir, TABLE_LANGUAGES } from '@tessera/i18n';
import { createI18n } from '@tessera/i18n/testing';
import { StoryScreenProvider } from '@tessera/site/storybook';
import { themeCss, type ThemeMode } from '@tessera/ui';
import { useEffect, useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BRANDS, type BrandId } from './brands';

// Stories draw screens without the loaders that bring their text sections in the site: the
// testing instance has every lazily loaded section from the start.
interface ToolbarGlobals {
  brand?: BrandId;
  theme?: ThemeMode;
  locale?: TableLanguage;
  /** `auto` reads the language's own direction (Arabic: right to left), as the site does. */
  direction?: 'auto' | 'ltr' | 'rtl';
}

/** Applies the toolbar's brand, theme and language the way createSite() does in a brand app. */
function BrandThemeLanguage({
  globals,
  children,
}: {
  globals: ToolbarGlobals;
  children: ReactNode;
}) {
  const brand = BRANDS[globals.brand ?? 'aurora'] ?? BRANDS.aurora;
  const theme = globals.theme ?? brand.defaultTheme;
  const language = globals.locale ?? 'en';
  const dir =
    !globals.direction || globals.direction === 'auto' ? languageDir(language) : globals.direction;
  const i18n = useMemo(() => createI18n(language), [language]);

  useEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = theme;
    root.lang = language;
    root.dir = dir;
    let style = document.querySelector<HTMLStyleElement>('style[data-brand-theme]');
    if (!style) {
      style = document.createElement('style');
      document.head.append(style);
    }
    style.dataset.brandTheme = brand.id;
    style.textContent = themeCss(brand.theme);
  }, [brand, theme, language, dir]);

  return (
    <StoryScreenProvider value={{ brand, theme, language }}>
      <I18nextProvider i18n={i18n}>
        <div style={{ padding: 16, background: 'var(--color-bg)', color: 'var(--color-text)' }}>
          {children}
        </div>
      </I18nextProvider>
    </StoryScreenProvider>
  );
}

const withBrandThemeLanguage: Decorator = (Story, context) => (
  <BrandThemeLanguage globals={context.globals as ToolbarGlobals}>
    <Story />
  </BrandThemeLanguage>
);

const preview: Preview = {
  decorators: [withBrandThemeLanguage],
  globalTypes: {
    brand: {
      description: 'Brand',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: Object.values(BRANDS).map((brand) => ({ value: brand.id, title: brand.name })),
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'dark', title: 'Dark' },
          { value: 'light', title: 'Light' },
        ],
        dynamicTitle: true,
      },
    },
    direction: {
      description: 'Writing direction (auto: the language decides)',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'auto', title: 'Direction of the language' },
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: TABLE_LANGUAGES.map((language) => ({
          value: language.code,
          title: language.nativeName,
        })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: 'aurora', theme: 'dark', locale: 'en', direction: 'auto' },
  parameters: {
    controls: { expanded: true },
  },
  tags: ['autodocs'],
};

export default preview;
