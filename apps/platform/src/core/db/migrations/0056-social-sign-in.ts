import { sql, type Kysely } from 'kysely';

/**
 * Social sign-in (issue 13 C): each merchant's OpenID providers (client id and secret, issuer),
 * the identities linked to members, the sign-ins under way (state, nonce and PKCE verifier until
 * the provider's callback uses them once), the proven identities waiting for a next step
 * (tickets: sign in, create an account or link one), and the members created by a social
 * sign-in who have not chosen a password yet.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('merchant_social_provider')
    .addColumn('merchant_code', 'text', (col) =>
      col.notNull().references('merchant.code').onDelete('cascade'),
    )
    .addColumn('provider', 'text', (col) =>
      col.notNull().check(sql`provider in ('GOOGLE', 'FACEBOOK')`),
    )
    // An https issuer URL, or `sandbox`: the platform's own provider under /sandbox/oidc.
    .addColumn('issuer', 'text', (col) => col.notNull())
    .addColumn('client_id', 'text', (col) => col.notNull())
    .addColumn('client_secret', 'text', (col) => col.notNull())
    .addColumn('enabled', 'boolean', (col) => col.notNull().defaultTo(true))
    .addPrimaryKeyConstraint('merchant_social_provider_pk', ['merchant_code', 'provider'])
    .execute();
  await db.schema
    .createTable('social_identity')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('merchant_code', 'text', (col) => col.notNull())
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('member_id', 'bigint', (col) =>
      col.notNull().references('member.id').onDelete('cascade'),
    )
    .addColumn('email', 'text')
    .addColumn('name', 'text')
    .addColumn('linked_at', 'timestamptz', (col) => col.notNull())
    // One account per identity, one identity per provider and account.
    .addUniqueConstraint('social_identity_subject_unique', ['merchant_code', 'provider', 'subject'])
    .addUniqueConstraint('social_identity_member_unique', ['member_id', 'provider'])
    .execute();
  await db.schema
    .createTable('social_login')
    .addColumn('state_hash', 'text', (col) => col.primaryKey())
    .addColumn('merchant_code', 'text', (col) => col.notNull())
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('nonce', 'text', (col) => col.notNull())
    .addColumn('code_verifier', 'text', (col) => col.notNull())
    .addColumn('redirect_uri', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createTable('social_ticket')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('merchant_code', 'text', (col) => col.notNull())
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('email', 'text')
    .addColumn('name', 'text')
    .addColumn('member_id', 'bigint', (col) => col.references('member.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createTable('member_without_password')
    .addColumn('member_id', 'bigint', (col) =>
      col.primaryKey().references('member.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('social_login_expiry')
    .on('social_login')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('member_without_password').execute();
  await db.schema.dropTable('social_ticket').execute();
  await db.schema.dropTable('social_login').execute();
  await db.schema.dropTable('social_identity').execute();
  await db.schema.dropTable('merchant_social_provider').execute();
}
