import { AURORA_ANNOUNCEMENTS } from './seed-content-aurora';
import { LUMEN_ANNOUNCEMENTS } from './seed-content-lumen';
import type { SeedAnnouncement, SeedHelpTopic } from './seed-content-types';
import { AURORA_HELP, LUMEN_HELP } from './seed-help';

/** One demo merchant's content. */
export interface ContentSeed {
  merchantCode: string;
  announcements: SeedAnnouncement[];
  helpTopics: SeedHelpTopic[];
}

/** The demo merchants' announcements and help topics. */
export const CONTENT_SEEDS: readonly ContentSeed[] = [
  { merchantCode: 'AURORA', announcements: AURORA_ANNOUNCEMENTS, helpTopics: AURORA_HELP },
  { merchantCode: 'LUMEN', announcements: LUMEN_ANNOUNCEMENTS, helpTopics: LUMEN_HELP },
];
