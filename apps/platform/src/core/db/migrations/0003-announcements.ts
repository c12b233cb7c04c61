import { sql, type Kysely } from 'kysely';

const isObject = (column: string) => sql.raw(`jsonb_typeof(${column}) = 'object'`);

/** Announcements (banners, player notices, popups, promotions) and help topics, per language. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('announcement')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('merchant_code', 'text', (col) =>
      col.notNull().references('merchant.code').onDelete('cascade'),
    )
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull().check(sql`type in ('B','PL','PU','PR')`))
    .addColumn('group_name', 'text', (col) =>
      col.check(sql`group_name in ('w_home','w_leftmenu','w_forget','w_reg')`),
    )
    .addColumn('linkage_type', 'text', (col) =>
      col.check(sql`linkage_type in ('NONE','INTERNAL','EXTERNAL')`),
    )
    .addColumn('execution', 'text', (col) => col.check(sql`execution in ('A','B','F')`))
    .addColumn('image_url', 'text')
    .addColumn('url', 'text')
    .addColumn('title', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('content', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('published_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('announcement_merchant_key', ['merchant_code', 'key'])
    .addCheckConstraint('announcement_title_object', isObject('title'))
    .addCheckConstraint('announcement_content_object', isObject('content'))
    // Each type carries what its list needs.
    .addCheckConstraint(
      'announcement_banner_fields',
      sql`type <> 'B' or (group_name is not null and linkage_type is not null and image_url is not null)`,
    )
    .addCheckConstraint('announcement_popup_execution', sql`type <> 'PU' or execution is not null`)
    .addCheckConstraint('announcement_promotion_image', sql`type <> 'PR' or image_url is not null`)
    .execute();
  await db.schema
    .createIndex('announcement_list')
    .on('announcement')
    .columns(['merchant_code', 'type', 'sort', 'id'])
    .execute();

  await db.schema
    .createTable('help_topic')
    .addColumn('merchant_code', 'text', (col) =>
      col.notNull().references('merchant.code').onDelete('cascade'),
    )
    .addColumn('tag', 'text', (col) => col.notNull().check(sql`tag ~ '^[a-z0-9-]+$'`))
    .addColumn('title', 'jsonb', (col) => col.notNull().check(isObject('title')))
    .addColumn('content', 'jsonb', (col) => col.notNull().check(isObject('content')))
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('help_topic_pk', ['merchant_code', 'tag'])
    .execute();
}

/** Drops both tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('help_topic').execute();
  await db.schema.dropTable('announcement').execute();
}
