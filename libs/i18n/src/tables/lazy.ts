/**
 * Sections that load with the screens using them (`loadSection`), so the first download does
 * not carry them. Imported through `languages/<code>.ts`, each loads one language only (the
 * build's `languageChunks` gives every language its own chunk of each).
 */
export const LAZY_SECTIONS = {
  agent: () => import('./agent'),
  agentContracts: () => import('./agent-contracts'),
  agentContractErrors: () => import('./agent-contract-errors'),
  blog: () => import('./blog'),
  cashier: () => import('./cashier'),
  cashierErrors: () => import('./cashier-errors'),
  console: () => import('./console'),
  consoleErrors: () => import('./console-errors'),
  desks: () => import('./desks'),
  download: () => import('./download'),
  draws: () => import('./draws'),
  drawsErrors: () => import('./draws-errors'),
  engagementErrors: () => import('./engagement-errors'),
  feedback: () => import('./feedback'),
  lottery: () => import('./lottery'),
  messages: () => import('./messages'),
  missions: () => import('./missions'),
  points: () => import('./points'),
  pointsErrors: () => import('./points-errors'),
  promotionCentre: () => import('./promotion-centre'),
  promotionErrors: () => import('./promotion-errors'),
  protection: () => import('./protection'),
  protectionErrors: () => import('./protection-errors'),
  records: () => import('./records'),
  referral: () => import('./referral'),
  security: () => import('./security'),
  securityErrors: () => import('./security-errors'),
  securityLogin: () => import('./security-login'),
  social: () => import('./social'),
  socialErrors: () => import('./social-errors'),
  wallet: () => import('./wallet'),
};

/** A lazily loaded section file's name. */
export type LazySectionName = keyof typeof LAZY_SECTIONS;
