import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

const now = sql`now()`;

/**
 * Everything that throttles or proves: login attempts, rate counters and blocks, known IPs,
 * IP challenges, verification codes, captchas, reset tokens, seen payload nonces, the outbox.
 * All in the database so several platform processes share them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const merchant = (table: string) =>
    db.schema
      .createTable(table)
      .addColumn('merchant_code', 'text', (col) =>
        col.notNull().references('merchant.code').onDelete('cascade'),
      );
  const member = (col: ColumnDefinitionBuilder) =>
    col.notNull().references('member.id').onDelete('cascade');

  await merchant('login_attempt')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    // Lower-cased account name as typed, known or not, so unknown names throttle alike.
    .addColumn('account', 'text', (col) => col.notNull())
    .addColumn('ip', 'text', (col) => col.notNull())
    .addColumn('at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('login_attempt_account_idx')
    .on('login_attempt')
    .columns(['merchant_code', 'account', 'at'])
    .execute();
  await db.schema
    .createIndex('login_attempt_ip_idx')
    .on('login_attempt')
    .columns(['merchant_code', 'ip', 'at'])
    .execute();

  await db.schema
    .createTable('rate_counter')
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('window_start', 'timestamptz', (col) => col.notNull())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('rate_counter_pk', ['key', 'window_start'])
    .execute();
  await db.schema
    .createTable('rate_block')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('until', 'timestamptz', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('known_ip')
    .addColumn('member_id', 'bigint', member)
    .addColumn('ip', 'text', (col) => col.notNull())
    .addColumn('first_seen_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('known_ip_pk', ['member_id', 'ip'])
    .execute();
  await db.schema
    .createTable('ip_challenge')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('member_id', 'bigint', member)
    .addColumn('ip', 'text', (col) => col.notNull())
    .addColumn('method', 'text', (col) => col.notNull())
    // Null for BANK_NAME: the answer is the member's payee name.
    .addColumn('code_hash', 'text')
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await merchant('verification_code')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('purpose', 'text', (col) =>
      col.notNull().check(sql`purpose in ('LOGIN','REGISTER')`),
    )
    .addColumn('target', 'text', (col) => col.notNull())
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('verification_code_target_idx')
    .on('verification_code')
    .columns(['merchant_code', 'target', 'created_at'])
    .execute();

  await merchant('captcha')
    .addColumn('key', 'uuid', (col) => col.primaryKey())
    .addColumn('answer_hash', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('password_reset')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('member_id', 'bigint', member)
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await merchant('seen_nonce')
    .addColumn('nonce', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('seen_nonce_pk', ['merchant_code', 'nonce'])
    .execute();

  await merchant('outbox')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('channel', 'text', (col) => col.notNull().check(sql`channel in ('SMS','EMAIL')`))
    .addColumn('recipient', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('outbox_recipient_idx')
    .on('outbox')
    .columns(['recipient', 'id'])
    .execute();
}

/** Drops the tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'outbox',
    'seen_nonce',
    'password_reset',
    'captcha',
    'verification_code',
    'ip_challenge',
    'known_ip',
    'rate_block',
    'rate_counter',
    'login_attempt',
  ])
    await db.schema.dropTable(table).execute();
}
