import type { Kysely } from 'kysely';

/**
 * The sandbox OpenID provider (issue 13 C): its signing key (one for every replica, made by the
 * first that needs it) and the authorization codes it issued, each redeemable once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sandbox_oidc_key')
    .addColumn('kid', 'text', (col) => col.primaryKey())
    .addColumn('private_jwk', 'jsonb', (col) => col.notNull())
    .addColumn('public_jwk', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('sandbox_oidc_code')
    .addColumn('code_hash', 'text', (col) => col.primaryKey())
    .addColumn('client_id', 'text', (col) => col.notNull())
    .addColumn('redirect_uri', 'text', (col) => col.notNull())
    .addColumn('code_challenge', 'text', (col) => col.notNull())
    .addColumn('nonce', 'text')
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sandbox_oidc_code').execute();
  await db.schema.dropTable('sandbox_oidc_key').execute();
}
