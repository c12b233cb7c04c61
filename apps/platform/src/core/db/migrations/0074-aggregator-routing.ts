import { sql, type Kysely } from 'kysely';

/**
 * Launching through an aggregator (issue 16).
 *
 * - `merchant_aggregator`: the merchant's aggregator (Valkyrie's operator API): its base URL
 *   and the API key the platform sends as a bearer token. The key is kept as given, since it
 *   has to be sent; the operator API answers only whether it is set and its last 4 characters.
 * - `merchant_vendor` gains the vendor's route for the merchant: `sandbox` (as before, the
 *   default) or `aggregator`, which names the aggregator's provider and may carry the
 *   provider's launch settings. A merchant without a row launches the vendor in the sandbox.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('merchant_aggregator')
    .addColumn('merchant_code', 'text', (c) =>
      c.primaryKey().references('merchant.code').onDelete('cascade'),
    )
    .addColumn('base_url', 'text', (c) => c.notNull())
    .addColumn('api_key', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`alter table merchant_vendor
    add column launch_route text not null default 'sandbox'
      check (launch_route in ('sandbox', 'aggregator')),
    add column aggregator_provider text,
    add column launch_config jsonb,
    add constraint merchant_vendor_provider_ck
      check (launch_route = 'sandbox' or aggregator_provider is not null)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table merchant_vendor drop constraint merchant_vendor_provider_ck,
    drop column launch_config, drop column aggregator_provider, drop column launch_route`.execute(
    db,
  );
  await db.schema.dropTable('merchant_aggregator').execute();
}
