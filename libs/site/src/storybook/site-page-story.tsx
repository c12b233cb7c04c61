import { createMemoryHistory } from '@tanstack/react-router';
import type { BrandConfig } from '@tessera/brand';
import { createI18n } from '@tessera/i18n/testing';
import { createPlatformFake, type Answers } from '@tessera/sdk/testing';
import type { ThemeMode } from '@tessera/ui';
import { createStore } from 'jotai';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { SiteApp } from '../app/site-app';
import { languageAtom, themeAtom } from '@tessera/site-shared/preferences';
import { quietPopups } from '../testing/quiet-popups';

/** What Storybook's toolbar chose: the brand, its theme and the language. */
export interface StoryScreen {
  brand: Readonly<BrandConfig>;
  theme: ThemeMode;
  language: string;
}

const StoryScreenContext = createContext<StoryScreen | null>(null);

/** Storybook's preview wraps every story in it, so a page story draws the chosen brand. */
export function StoryScreenProvider({
  value,
  children,
}: {
  value: StoryScreen;
  children: ReactNode;
}) {
  return <StoryScreenContext.Provider value={value}>{children}</StoryScreenContext.Provider>;
}

export interface SitePageStoryProps {
  /** The address the page opens at, e.g. `/member/deposit-v2`. */
  path: string;
  /** Signed in as the fake platform's member. @default false */
  signedIn?: boolean;
  /** Answers replacing the fake platform's defaults (empty lists, failures …). */
  answers?: Answers;
  /** Shows the arrival popups (announcement, gift) over the page. @default false */
  arrivalPopups?: boolean;
}

/**
 * A whole screen of the site, as a player sees it at `path`: the real router, shell and page,
 * talking to the SDK's fake platform (`@tessera/sdk/testing`) instead of a server, in the brand,
 * theme and language of the toolbar. For designers reviewing pages, not components.
 */
export function SitePageStory({
  path,
  signedIn = false,
  answers,
  arrivalPopups = false,
}: SitePageStoryProps) {
  const screen = useContext(StoryScreenContext);
  if (!screen) throw new Error('SitePageStory needs the StoryScreenProvider of .storybook/preview');
  const { brand, theme, language } = screen;
  // A new screen for every toolbar change: the site reads brand and language once, at start.
  const site = useMemo(() => {
    if (arrivalPopups) sessionStorage.clear();
    else quietPopups();
    const store = createStore();
    store.set(languageAtom, language);
    store.set(themeAtom, theme);
    const platform = createPlatformFake({ answers, token: signedIn ? 'story-token' : null });
    return {
      store,
      client: platform.client,
      i18n: createI18n(language),
      history: createMemoryHistory({ initialEntries: [path] }),
    };
  }, [answers, arrivalPopups, language, path, signedIn, theme]);
  return <SiteApp key={`${brand.id}:${language}:${theme}:${path}`} brand={brand} {...site} />;
}
