import type { BannerGroup, PopupExecution } from '@tessera/contract';

/** Text per language, keyed by lower-case language code. */
export type Texts = Record<string, string>;

/** An announcement as written in seed data; `key` keeps reseeding idempotent. */
export type SeedAnnouncement =
  | {
      type: 'B';
      key: string;
      groupName: BannerGroup;
      linkageType: 'NONE' | 'INTERNAL' | 'EXTERNAL';
      imageUrl: string;
      /** Art per language (`bannerArt`); `imageUrl` serves the others. */
      imageUrls?: Texts;
      url: string | null;
    }
  | { type: 'PL'; key: string; title: Texts; content: Texts; publishedAt: string }
  | { type: 'PU'; key: string; execution: PopupExecution; title: Texts; content: Texts }
  | {
      type: 'PR';
      key: string;
      title: Texts;
      imageUrl: string;
      imageUrls?: Texts;
      url: string | null;
    };

/** A help topic as written in seed data. */
export interface SeedHelpTopic {
  tag: string;
  title: Texts;
  content: Texts;
}

// Deliberately hostile markup in seeded popups: the site must sanitize announcement HTML,
// and its tests can check that this handler never survives. Once sanitized it is a plain span,
// so players see nothing odd.
export const UNSAFE_MARKUP = `<span onmouseover="alert('xss')">*</span> `;
