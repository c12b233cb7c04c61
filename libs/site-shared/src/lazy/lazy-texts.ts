import { loadSection, type LazySectionName } from '@tessera/i18n';

/**
 * Sections of the tables that arrive with the screens using them, not in the first download
 * (most visits never open the cashier), each in the reader's language only. Loading a section
 * twice is harmless.
 */
const SECTION_FILES = {
  // Messages, feedback and comments refusals (errors.<CODE>) come with their screens.
  messages: ['messages', 'engagementErrors'],
  referral: ['referral'],
  // Responsible gaming and the reality check, with the protection refusals.
  protection: ['protection', 'protectionErrors'],
  blog: ['blog'],
  download: ['download'],
  feedback: ['feedback', 'engagementErrors'],
  // The agent centre's words; its pages show money and records words too.
  agent: ['agent', 'records', 'cashier', 'cashierErrors'],
  // Contracts and their settlements: the modal (on any page) and the agent centre's pay pages.
  agentContracts: ['agentContracts', 'agentContractErrors', 'records'],
  // The cashier's, wallet's and records' refusals (errors.<CODE>): only their pages meet them.
  cashier: ['cashier', 'cashierErrors'],
  // The points mall and the VIP page, with their refusals (the withdrawal password's too).
  points: ['cashierErrors', 'points', 'pointsErrors'],
  wallet: ['wallet', 'cashierErrors'],
  // The records pages (the cashier's histories among them).
  records: ['records'],
  // The security centre, with its forms' refusals.
  security: ['security', 'securityErrors'],
  // Social sign-in's buttons, linked providers and callback, with its refusals.
  social: ['social', 'socialErrors'],
  // A login's two-factor and unfamiliar-IP steps, and the refusals a login may meet (a wrong
  // code; a self-excluded or timed-out player).
  loginChallenges: ['securityLogin', 'securityErrors', 'protectionErrors'],
  draws: ['draws', 'drawsErrors'],
  // Ticket rewards name the draw games, and a claim may meet the draws' refusals.
  missions: ['missions', 'draws', 'drawsErrors'],
  lottery: ['lottery'],
  // The promotions centre and the reward centre, with their refusals.
  promotions: ['promotionCentre', 'promotionErrors'],
} satisfies Record<string, LazySectionName[]>;

/** A lazily loaded text section's name. */
export type LazySection = keyof typeof SECTION_FILES;

/** A lazy screen's chunk together with the text sections it shows. */
export const withTexts =
  <M>(sections: LazySection[], load: () => Promise<M>) =>
  () =>
    Promise.all([
      load(),
      ...sections.flatMap((section) => SECTION_FILES[section].map((file) => loadSection(file))),
    ]).then(([module]) => module);
