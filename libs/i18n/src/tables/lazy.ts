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
  download: () => import('./download'),
  engagementErrors: () => import('./engagement-errors'),
  feedback: () => import('./feedback'),
  messages: () => import('./messages'),
  points: () => import('./points'),
  pointsErrors: () => import('./points-errors'),
  protection: () => import('./protection'),
  protectionErrors: () => import('./protection-errors'),
  records: () => import('./records'),
  referral: () => import('./referral'),
  wallet: () => import('./wallet'),
};

/** A lazily loaded section file's name. */
export type LazySectionName = keyof typeof LAZY_SECTIONS;
