import { sql, type Kysely } from 'kysely';

/**
 * The aggregators' PAM API tokens are issued by the operator API now (`/ops/pam/tokens`): each
 * row says when its token was issued, so an operator can see how old a token is.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table pam_api_token
    add column issued_at timestamptz not null default now()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table pam_api_token drop column issued_at`.execute(db);
}
