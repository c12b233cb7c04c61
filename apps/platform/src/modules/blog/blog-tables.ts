import type { Generated } from 'kysely';
import type { Defaulted, Id } from '../../core/db/tables';

/** One blog or news article of a merchant in one language (migration 0073). */
export interface BlogArticleTable {
  id: Generated<Id>;
  merchant_code: string;
  language: string;
  slug: string;
  title: string;
  description: string;
  /** Sanitized on write (sanitize-article.ts). */
  body_html: string;
  cover: Defaulted<string>;
  published_at: Date;
  updated_at: Defaulted<Date>;
}

// This module's part of the one Database type (declaration merging keeps core module-free).
declare module '../../core/db/tables' {
  interface Database {
    blog_article: BlogArticleTable;
  }
}
