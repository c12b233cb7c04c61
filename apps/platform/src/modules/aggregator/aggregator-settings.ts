import type { MerchantAggregatorUpdate } from '@tessera/contract';
import { isHttpBaseUrl } from '@tessera/domain';
import type { Db } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';

/** A merchant's aggregator as the operator reads it: never the key, only a hint of it. */
export interface AggregatorView {
  baseUrl: string | null;
  apiKeySet: boolean;
  apiKeyLast4: string | null;
}

/** What a launch needs of the merchant's aggregator. */
export interface AggregatorTarget {
  baseUrl: string;
  apiKey: string | null;
}

const view = (row: AggregatorTarget | undefined): AggregatorView => ({
  baseUrl: row?.baseUrl ?? null,
  apiKeySet: Boolean(row?.apiKey),
  apiKeyLast4: row?.apiKey ? row.apiKey.slice(-4) : null,
});

/** The merchant's aggregator for a launch, or null when the operator has not set one. */
export async function aggregatorTarget(db: Db, merchantCode: string) {
  const row = await db
    .selectFrom('merchant_aggregator')
    .select(['base_url as baseUrl', 'api_key as apiKey'])
    .where('merchant_code', '=', merchantCode)
    .executeTakeFirst();
  return row ?? null;
}

/** The merchant's aggregator as the operator API answers it (all null when none is set). */
export async function aggregatorView(db: Db, merchantCode: string): Promise<AggregatorView> {
  return view((await aggregatorTarget(db, merchantCode)) ?? undefined);
}

/**
 * Sets the merchant's aggregator in one upsert (the caller checked the merchant): a base URL
 * that is not http(s) with a host, or has credentials, a query or a fragment, is 400
 * BAD_REQUEST. An absent `apiKey` keeps the stored one; null removes it.
 */
export async function saveAggregator(
  db: Db,
  merchantCode: string,
  update: MerchantAggregatorUpdate,
  now: Date,
): Promise<AggregatorView> {
  const baseUrl = update.baseUrl.trim();
  if (!isHttpBaseUrl(baseUrl))
    throw new ApiError(
      400,
      'BAD_REQUEST',
      'baseUrl must be an http(s) URL with a host, without credentials, query or fragment',
    );
  const keyChange = update.apiKey === undefined ? {} : { api_key: update.apiKey };
  const row = await db
    .insertInto('merchant_aggregator')
    .values({
      merchant_code: merchantCode,
      base_url: baseUrl,
      api_key: update.apiKey ?? null,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.column('merchant_code').doUpdateSet({ base_url: baseUrl, updated_at: now, ...keyChange }),
    )
    .returning(['base_url as baseUrl', 'api_key as apiKey'])
    .executeTakeFirstOrThrow();
  return view(row);
}
