import type { TableLanguage } from '@tessera/contract';
import { account } from './account';
import type { agent } from './agent';
import type { cashier } from './cashier';
import type { agentContractErrors } from './agent-contract-errors';
import type { agentContracts } from './agent-contracts';
import type { cashierErrors } from './cashier-errors';
import type { engagementErrors } from './engagement-errors';
import type { feedback } from './feedback';
import type { messages } from './messages';
import type { referral } from './referral';
import type { protection } from './protection';
import type { blog } from './blog';
import type { download } from './download';
import type { protectionErrors } from './protection-errors';
import { common } from './common';
import type { draws } from './draws';
import type { lottery } from './lottery';
import type { drawsErrors } from './draws-errors';
import { errors } from './errors';
import { footer } from './footer';
import { footerLinks } from './footer-links';
import { gameTypes } from './game-types';
import { games } from './games';
import { home } from './home';
import { kitForms } from './kit-forms';
import { kitOverlays } from './kit-overlays';
import { lobby } from './lobby';
import { member } from './member';
import type { missions } from './missions';
import { login } from './login';
import { modals } from './modals';
import { nav } from './nav';
import { pages } from './pages';
import type { points } from './points';
import type { pointsErrors } from './points-errors';
import { promotions } from './promotions';
import type { promotionCentre } from './promotion-centre';
import type { promotionErrors } from './promotion-errors';
import type { records } from './records';
import { register } from './register';
import type { security } from './security';
import type { securityErrors } from './security-errors';
import type { securityLogin } from './security-login';
import { shell } from './shell';
import type { social } from './social';
import type { socialErrors } from './social-errors';
import { systemPages } from './system-pages';
import { theme } from './theme';
import { validation } from './validation';
import type { wallet } from './wallet';

/** Every section of the tables; a new area adds its file here. */
const SECTIONS = {
  account,
  common,
  errors,
  footer,
  footerLinks,
  gameTypes,
  games,
  home,
  kitForms,
  kitOverlays,
  lobby,
  login,
  member,
  modals,
  nav,
  pages,
  promotions,
  register,
  shell,
  systemPages,
  theme,
  validation,
};

type Sections = typeof SECTIONS;

/**
 * Sections that load with the screens using them (`@tessera/i18n/<name>`, added to every i18next
 * instance by `addSection`), so the first download does not carry them: the cashier, records and
 * wallet pages and the withdrawal confirmation. Typed with the rest, so their keys are checked.
 */
type LazySections = {
  agent: typeof agent;
  agentContracts: typeof agentContracts;
  cashier: typeof cashier;
  records: typeof records;
  wallet: typeof wallet;
  security: typeof security;
  securityLogin: typeof securityLogin;
  social: typeof social;
  draws: typeof draws;
  lottery: typeof lottery;
  missions: typeof missions;
  promotionCentre: typeof promotionCentre;
  points: typeof points;
  messages: typeof messages;
  referral: typeof referral;
  feedback: typeof feedback;
  protection: typeof protection;
  blog: typeof blog;
  download: typeof download;
};

/** The sections every page has from the first load. */
export type FirstLoadTranslation = { [S in keyof Sections]: Sections[S]['en'] };

/** The shape of a whole table: section → key → text, the lazy sections included. */
export type Translation = Omit<FirstLoadTranslation, 'errors'> & {
  [S in keyof LazySections]: LazySections[S]['en'];
} & {
  // The cashier's refusals join `errors` when its pages load (`cashier-errors.ts`).
  errors: FirstLoadTranslation['errors'] &
    (typeof cashierErrors)['en'] &
    (typeof agentContractErrors)['en'] &
    (typeof securityErrors)['en'] &
    (typeof socialErrors)['en'] &
    (typeof drawsErrors)['en'] &
    (typeof promotionErrors)['en'] &
    (typeof pointsErrors)['en'] &
    (typeof engagementErrors)['en'] &
    (typeof protectionErrors)['en'];
};

function tableFor(language: TableLanguage): FirstLoadTranslation {
  return Object.fromEntries(
    Object.entries(SECTIONS).map(([name, section]) => [name, section[language]]),
  ) as FirstLoadTranslation;
}

/** Every shipped table but its lazy sections, keyed by its language. */
export const TABLES: Record<TableLanguage, FirstLoadTranslation> = {
  en: tableFor('en'),
  bn: tableFor('bn'),
  pt: tableFor('pt'),
  tl: tableFor('tl'),
  ar: tableFor('ar'),
};
