import { sql, type Kysely } from 'kysely';

/**
 * Blog and news (issue 15): articles per merchant and language, addressed by slug. `body_html`
 * is stored sanitized (the platform cleans it on write); an article is public from
 * `published_at` on, so a future date schedules it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('blog_article')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('merchant_code', 'text', (col) =>
      col.notNull().references('merchant.code').onDelete('cascade'),
    )
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('slug', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('body_html', 'text', (col) => col.notNull())
    .addColumn('cover', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('published_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('blog_article_slug', ['merchant_code', 'language', 'slug'])
    .execute();
  await db.schema
    .createIndex('blog_article_published')
    .on('blog_article')
    .columns(['merchant_code', 'language', 'published_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('blog_article').execute();
}
