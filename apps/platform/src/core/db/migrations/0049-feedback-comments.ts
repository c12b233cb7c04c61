import { sql, type Kysely } from 'kysely';

/**
 * Feedback (issue 12, spec §3) with the operator's answer, activity comments keyed by any
 * promotion id, and their images (png/jpg checked from the bytes, ≤ 5 MB, ≤ 3 per owner) kept in
 * the database: every replica serves them, and a backup carries them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('feedback')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('merchant_code', 'text', (col) =>
      col.notNull().references('merchant.code').onDelete('cascade'),
    )
    .addColumn('member_id', 'bigint', (col) =>
      col.notNull().references('member.id').onDelete('cascade'),
    )
    .addColumn('question_type', 'text', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('answer', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('answered_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('feedback_merchant_idx')
    .on('feedback')
    .columns(['merchant_code', 'id'])
    .execute();
  await db.schema
    .createTable('activity_comment')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('merchant_code', 'text', (col) =>
      col.notNull().references('merchant.code').onDelete('cascade'),
    )
    .addColumn('promotion_id', 'text', (col) => col.notNull())
    .addColumn('member_id', 'bigint', (col) =>
      col.notNull().references('member.id').onDelete('cascade'),
    )
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('activity_comment_promotion_idx')
    .on('activity_comment')
    .columns(['merchant_code', 'promotion_id', 'id'])
    .execute();
  await db.schema
    .createTable('uploaded_image')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('feedback_id', 'bigint', (col) => col.references('feedback.id').onDelete('cascade'))
    .addColumn('comment_id', 'bigint', (col) =>
      col.references('activity_comment.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('media_type', 'text', (col) => col.notNull())
    .addColumn('bytes', 'bytea', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addCheckConstraint(
      'uploaded_image_one_owner',
      // Exactly one owner: a feedback or a comment.
      sql`(feedback_id is null) <> (comment_id is null)`,
    )
    .execute();
  await db.schema
    .createIndex('uploaded_image_feedback_idx')
    .on('uploaded_image')
    .column('feedback_id')
    .execute();
  await db.schema
    .createIndex('uploaded_image_comment_idx')
    .on('uploaded_image')
    .column('comment_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('uploaded_image').execute();
  await db.schema.dropTable('activity_comment').execute();
  await db.schema.dropTable('feedback').execute();
}
