import type { TableLanguage } from '@tessera/contract';
import type * as FIRST_LOAD from './first-load';
import type * as agent from './agent';
import type * as agentContractErrors from './agent-contract-errors';
import type * as agentContracts from './agent-contracts';
import type * as blog from './blog';
import type * as cashier from './cashier';
import type * as cashierErrors from './cashier-errors';
import type * as consoleSection from './console';
import type * as consoleErrors from './console-errors';
import type * as desks from './desks';
import type * as download from './download';
import type * as draws from './draws';
import type * as drawsErrors from './draws-errors';
import type * as engagementErrors from './engagement-errors';
import type * as feedback from './feedback';
import type * as lottery from './lottery';
import type * as messages from './messages';
import type * as missions from './missions';
import type * as points from './points';
import type * as pointsErrors from './points-errors';
import type * as promotionCentre from './promotion-centre';
import type * as promotionErrors from './promotion-errors';
import type * as protection from './protection';
import type * as protectionErrors from './protection-errors';
import type * as records from './records';
import type * as referral from './referral';
import type * as security from './security';
import type * as securityErrors from './security-errors';
import type * as securityLogin from './security-login';
import type * as social from './social';
import type * as socialErrors from './social-errors';
import type * as wallet from './wallet';

/** One section in every language: a section file's exports. */
export type Section = Record<TableLanguage, Record<string, string>>;

type FirstLoadSections = typeof FIRST_LOAD;

/** The sections every page has from the first load. */
export type FirstLoadTranslation = { [S in keyof FirstLoadSections]: FirstLoadSections[S]['en'] };

/**
 * Sections that load with the screens using them (`loadSection`, listed in `lazy.ts`), so the
 * first download does not carry them. Typed with the rest, so their keys are checked.
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
  console: typeof consoleSection;
  desks: typeof desks;
};

/** The shape of a whole table: section → key → text, the lazy sections included. */
export type Translation = Omit<FirstLoadTranslation, 'errors'> & {
  [S in keyof LazySections]: LazySections[S]['en'];
} & {
  // The areas' own refusals join `errors` when their screens load (`cashier-errors.ts` …).
  errors: FirstLoadTranslation['errors'] &
    (typeof cashierErrors)['en'] &
    (typeof agentContractErrors)['en'] &
    (typeof securityErrors)['en'] &
    (typeof socialErrors)['en'] &
    (typeof drawsErrors)['en'] &
    (typeof promotionErrors)['en'] &
    (typeof pointsErrors)['en'] &
    (typeof engagementErrors)['en'] &
    (typeof protectionErrors)['en'] &
    (typeof consoleErrors)['en'];
};

/** One language's part of the first-load sections, as i18next takes it. */
export function tableIn(
  sections: Record<string, Partial<Section>>,
  language: TableLanguage,
): FirstLoadTranslation {
  return Object.fromEntries(
    Object.entries(sections).map(([name, section]) => [name, section[language]]),
  ) as FirstLoadTranslation;
}
