import { TABLE_LANGUAGES as TABLE_LANGUAGE_CODES } from '@tessera/contract';
import type { i18n } from 'i18next';
import { newI18n } from './create-i18n';
import { trackInstance } from './lazy-sections';
import { tableIn, type Section } from './tables';
import * as FIRST_LOAD from './tables/first-load';
import * as agent from './tables/agent';
import * as agentContractErrors from './tables/agent-contract-errors';
import * as agentContracts from './tables/agent-contracts';
import * as blog from './tables/blog';
import * as cashier from './tables/cashier';
import * as cashierErrors from './tables/cashier-errors';
import * as consoleSection from './tables/console';
import * as consoleErrors from './tables/console-errors';
import * as desks from './tables/desks';
import * as download from './tables/download';
import * as draws from './tables/draws';
import * as drawsErrors from './tables/draws-errors';
import * as engagementErrors from './tables/engagement-errors';
import * as feedback from './tables/feedback';
import * as lottery from './tables/lottery';
import * as messages from './tables/messages';
import * as missions from './tables/missions';
import * as points from './tables/points';
import * as pointsErrors from './tables/points-errors';
import * as promotionCentre from './tables/promotion-centre';
import * as promotionErrors from './tables/promotion-errors';
import * as protection from './tables/protection';
import * as protectionErrors from './tables/protection-errors';
import * as records from './tables/records';
import * as referral from './tables/referral';
import * as security from './tables/security';
import * as securityErrors from './tables/security-errors';
import * as securityLogin from './tables/security-login';
import * as social from './tables/social';
import * as socialErrors from './tables/social-errors';
import * as wallet from './tables/wallet';

// The sections the site loads with its screens (tables/lazy.ts), here from the start: tests and
// stories draw screens without the loaders that bring them.
const LAZY: [string, Section][] = [
  ['agent', agent],
  ['agentContracts', agentContracts],
  ['blog', blog],
  ['cashier', cashier],
  ['console', consoleSection],
  ['desks', desks],
  ['download', download],
  ['draws', draws],
  ['feedback', feedback],
  ['lottery', lottery],
  ['messages', messages],
  ['missions', missions],
  ['points', points],
  ['promotionCentre', promotionCentre],
  ['protection', protection],
  ['records', records],
  ['referral', referral],
  ['security', security],
  ['securityLogin', securityLogin],
  ['social', social],
  ['wallet', wallet],
  ['errors', agentContractErrors],
  ['errors', cashierErrors],
  ['errors', consoleErrors],
  ['errors', drawsErrors],
  ['errors', engagementErrors],
  ['errors', pointsErrors],
  ['errors', promotionErrors],
  ['errors', protectionErrors],
  ['errors', securityErrors],
  ['errors', socialErrors],
];

/**
 * For tests and Storybook: an i18next instance with every language's table and every lazy
 * section loaded, synchronously, set to `language`. The site loads one language (`loadI18n`).
 */
export function createI18n(language: string): i18n {
  const instance = newI18n(
    language,
    Object.fromEntries(TABLE_LANGUAGE_CODES.map((code) => [code, tableIn(FIRST_LOAD, code)])),
  );
  for (const [name, section] of LAZY)
    for (const [code, texts] of Object.entries(section))
      instance.addResourceBundle(code, 'translation', { [name]: texts }, true, false);
  trackInstance(instance);
  return instance;
}
