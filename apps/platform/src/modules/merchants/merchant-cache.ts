import type { Db } from '../../core/db/database';
import type { Merchant } from './merchant-tables';
import { findMerchant } from './merchant-repository';
import { loadSite, type SiteSettings } from './site-repository';

/** A merchant row and its site settings, as every merchant request needs them. */
export interface MerchantEntry {
  merchant: Merchant;
  site: SiteSettings;
}

/** Options of the merchant cache. */
export interface MerchantCacheOptions {
  /** How long an entry is served without reading the database. @default 5000 */
  ttlMs?: number;
  /** A monotonic clock in milliseconds. @default performance.now */
  clock?: () => number;
}

/** The merchant and site rows of each merchant code, kept in process for a short while. */
export interface MerchantCache {
  /** The merchant and its site settings, or undefined for an unknown code (never cached). */
  get(code: string): Promise<MerchantEntry | undefined>;
  /** Drops a merchant's entry at once, e.g. after the operator API changed its settings. */
  forget(code: string): void;
}

/** The default time an entry lives. */
export const MERCHANT_CACHE_TTL_MS = 5000;

/**
 * Every /wps, /lgw and /lotto request needs its merchant row and site settings; reading both for
 * each request costs two queries, so this keeps them per merchant code for `ttlMs`.
 *
 * A change through this process's operator API drops the entry at once. Several replicas each
 * keep their own cache: another replica sees the change when its entry expires, within `ttlMs`
 * (5 s by default), as does any replica after a change written straight to the database.
 */
export function merchantCache(
  db: Db,
  { ttlMs = MERCHANT_CACHE_TTL_MS, clock = () => performance.now() }: MerchantCacheOptions = {},
): MerchantCache {
  const entries = new Map<string, { entry: MerchantEntry; expires: number }>();
  // Bumped by every forget: a read that started before it must not store what it read.
  let generation = 0;

  return {
    async get(code) {
      const cached = entries.get(code);
      if (cached && cached.expires > clock()) return cached.entry;
      const started = generation;
      const merchant = await findMerchant(db, code);
      if (!merchant) {
        entries.delete(code);
        return undefined;
      }
      const entry = { merchant, site: await loadSite(db, code) };
      if (started === generation) entries.set(code, { entry, expires: clock() + ttlMs });
      return entry;
    },
    forget(code) {
      generation += 1;
      entries.delete(code);
    },
  };
}
