import type { ColumnType, Generated, Insertable } from 'kysely';
import type { LocalizedJson } from '../../core/db/tables';

/** Banners (B), player notices (PL), popups (PU) and promotions (PR) of one merchant. */
export interface AnnouncementTable {
  id: Generated<number>;
  merchant_code: string;
  /** Stable handle for seeds and operators, unique per merchant. */
  key: string;
  type: 'B' | 'PL' | 'PU' | 'PR' | 'AG';
  group_name: string | null;
  linkage_type: string | null;
  execution: string | null;
  image_url: string | null;
  /** Art per language (migration 0065), preferred to `image_url` when it has the language. */
  image_urls: ColumnType<Record<string, string>, string | undefined, string>;
  url: string | null;
  title: LocalizedJson;
  content: LocalizedJson;
  sort: Generated<number>;
  published_at: ColumnType<Date, Date | undefined, Date>;
}

/** A help-centre topic, linked as /help#{tag}. */
export interface HelpTopicTable {
  merchant_code: string;
  tag: string;
  title: LocalizedJson;
  content: LocalizedJson;
  sort: Generated<number>;
}

export type NewAnnouncement = Insertable<AnnouncementTable>;

export type NewHelpTopic = Insertable<HelpTopicTable>;

// This module's part of the one Database type: announcements and help topics.
// Declaration merging keeps core free of module imports; every repository sees every table.
declare module '../../core/db/tables' {
  interface Database {
    announcement: AnnouncementTable;
    help_topic: HelpTopicTable;
  }
}
