import type { TableLanguage } from '@tessera/contract';
import { common } from './common';
import { errors } from './errors';
import { footer } from './footer';
import { home } from './home';
import { kitOverlays } from './kit-overlays';
import { nav } from './nav';
import { promotions } from './promotions';
import { theme } from './theme';

/** Every section of the tables; a new area adds its file here. */
const SECTIONS = { common, errors, footer, home, kitOverlays, nav, promotions, theme };

type Sections = typeof SECTIONS;

/** The shape of a whole table: section → key → text. */
export type Translation = { [S in keyof Sections]: Sections[S]['en'] };

function tableFor(language: TableLanguage): Translation {
  return Object.fromEntries(
    Object.entries(SECTIONS).map(([name, section]) => [name, section[language]]),
  ) as Translation;
}

/** Every shipped table, keyed by its language. */
export const TABLES: Record<TableLanguage, Translation> = {
  en: tableFor('en'),
  bn: tableFor('bn'),
  pt: tableFor('pt'),
  tl: tableFor('tl'),
};
