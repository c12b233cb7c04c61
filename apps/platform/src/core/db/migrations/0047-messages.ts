import { sql, type Kysely } from 'kysely';

/**
 * Member messages (issue 12, messageV2): a row per message, to one member or (member_id null) a
 * broadcast to every member of the merchant. An event's message carries a template and its
 * params (the site words it in the reader's language) and a key unique per event, so a retried
 * event writes it once. Reads are rows of message_read, for broadcasts and direct ones alike.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('message')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('merchant_code', 'text', (col) =>
      col.notNull().references('merchant.code').onDelete('cascade'),
    )
    .addColumn('member_id', 'bigint', (col) => col.references('member.id').onDelete('cascade'))
    .addColumn('template', 'text')
    .addColumn('params', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('title', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('body', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('marketing', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('event_key', 'text', (col) => col.unique())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('message_member_idx')
    .on('message')
    .columns(['member_id', 'id'])
    .execute();
  await db.schema
    .createIndex('message_broadcast_idx')
    .on('message')
    .columns(['merchant_code', 'id'])
    .where(sql.ref('member_id'), 'is', null)
    .execute();
  await db.schema
    .createTable('message_read')
    .addColumn('message_id', 'bigint', (col) =>
      col.notNull().references('message.id').onDelete('cascade'),
    )
    .addColumn('member_id', 'bigint', (col) =>
      col.notNull().references('member.id').onDelete('cascade'),
    )
    .addColumn('read_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('message_read_pk', ['member_id', 'message_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('message_read').execute();
  await db.schema.dropTable('message').execute();
}
