import { sql, type Kysely } from 'kysely';

const now = sql`now()`;

/** Account settings per merchant, members, their wallets and ledgers, sessions. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('merchant_account_settings')
    .addColumn('merchant_code', 'text', (col) =>
      col.primaryKey().references('merchant.code').onDelete('cascade'),
    )
    .addColumn('idle_minutes', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(30)
        .check(sql`idle_minutes > 0`),
    )
    .addColumn('absolute_hours', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(12)
        .check(sql`absolute_hours > 0`),
    )
    // 0 switches expiry off.
    .addColumn('password_expiry_days', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`password_expiry_days >= 0`),
    )
    .addColumn('default_password_hash', 'text', (col) => col.notNull())
    .addColumn('ip_verification_method', 'text', (col) =>
      col
        .notNull()
        .defaultTo('SMS')
        .check(sql`ip_verification_method in ('SMS','EMAIL','BANK_NAME')`),
    )
    .addColumn('sms_quota_per_day', 'integer', (col) => col.notNull().defaultTo(1000))
    .addColumn('sms_code_minutes', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(1)
        .check(sql`sms_code_minutes > 0`),
    )
    .addColumn('payload_key', 'text', (col) => col.notNull())
    .addColumn('register_rules', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('countries', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('minimum_age', 'integer', (col) => col.notNull().defaultTo(18))
    .addColumn('trial_balance', 'bigint', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`trial_balance >= 0`),
    )
    .execute();

  await db.schema
    .createTable('member')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('merchant_code', 'text', (col) =>
      col.notNull().references('merchant.code').onDelete('cascade'),
    )
    .addColumn('account', 'text', (col) => col.notNull())
    .addColumn('nickname', 'text')
    .addColumn('type', 'integer', (col) => col.notNull().check(sql`type in (0, 1, 2, 4, 41, 42)`))
    .addColumn('parent_id', 'bigint', (col) => col.references('member.id'))
    .addColumn('referrer_id', 'bigint', (col) => col.references('member.id'))
    // Agents hand out their affiliate code; any member may share a referral code.
    .addColumn('affiliate_code', 'text')
    .addColumn('referral_code', 'text')
    .addColumn('dialing_code', 'text')
    .addColumn('mobile_num', 'text')
    .addColumn('email', 'text')
    .addColumn('payee_name', 'text')
    // The other optional profile fields of spec §3, as the registration form sent them.
    .addColumn('profile', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('language', 'text')
    .addColumn('icon_url', 'text')
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('password_changed_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('first_login_done', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addUniqueConstraint('member_account_unique', ['merchant_code', 'account'])
    .addUniqueConstraint('member_mobile_unique', ['merchant_code', 'dialing_code', 'mobile_num'])
    .addUniqueConstraint('member_affiliate_unique', ['merchant_code', 'affiliate_code'])
    .addUniqueConstraint('member_referral_unique', ['merchant_code', 'referral_code'])
    .execute();

  await db.schema
    .createTable('wallet')
    .addColumn('member_id', 'bigint', (col) =>
      col.primaryKey().references('member.id').onDelete('cascade'),
    )
    .addColumn('currency', 'char(3)', (col) => col.notNull())
    // Integer minor units (poisha, centavos): never floats.
    .addColumn('balance', 'bigint', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`balance >= 0`),
    )
    .execute();

  await db.schema
    .createTable('ledger_entry')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('member_id', 'bigint', (col) =>
      col.notNull().references('member.id').onDelete('cascade'),
    )
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('idempotency_key', 'text', (col) => col.unique())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('session')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    // SHA-256 of the token, hex: a leaked table cannot be replayed as tokens.
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('member_id', 'bigint', (col) =>
      col.notNull().references('member.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('last_seen_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('session_member_idx').on('session').column('member_id').execute();
}

/** Drops the tables, dependants first. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['session', 'ledger_entry', 'wallet', 'member', 'merchant_account_settings'])
    await db.schema.dropTable(table).execute();
}
