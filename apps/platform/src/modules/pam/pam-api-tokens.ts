import type { Db } from '../../core/db/database';
import { newToken, sha256 } from '../../core/security/tokens';

/** How long the aggregators' token hashes are served from memory. */
export const API_TOKEN_TRUST_MS = 5_000;

/** An aggregator holding a PAM API token (never the token). */
export interface ApiTokenInfo {
  aggregator: string;
  issuedAt: Date;
}

/**
 * The aggregators' PAM API tokens, stored as SHA-256. `hashes()` serves them from memory for
 * at most API_TOKEN_TRUST_MS (a bet should not pay a query for them); issuing or revoking
 * through this store forgets that copy at once, so on this replica the change holds from the
 * next call and on the others within API_TOKEN_TRUST_MS.
 */
export class ApiTokenStore {
  private cached: { hashes: string[]; until: number } | null = null;

  constructor(
    private readonly db: Db,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Every aggregator's token hash. */
  async hashes(): Promise<string[]> {
    if (!this.cached || this.cached.until <= this.clock()) {
      const rows = await this.db.selectFrom('pam_api_token').select('token_hash').execute();
      const until = this.clock() + API_TOKEN_TRUST_MS;
      this.cached = { hashes: rows.map((row) => row.token_hash), until };
    }
    return this.cached.hashes;
  }

  /**
   * The aggregators with a token, by name. The built-in sandbox's own per-process rows (they
   * say when they were last seen) are the platform's, not the operator's: not listed.
   */
  async list(): Promise<ApiTokenInfo[]> {
    const rows = await this.db
      .selectFrom('pam_api_token')
      .select(['aggregator', 'issued_at'])
      .where('seen_at', 'is', null)
      .orderBy('aggregator')
      .execute();
    return rows.map((row) => ({ aggregator: row.aggregator, issuedAt: row.issued_at }));
  }

  /**
   * Issues a new random token (256 bits) for the aggregator, replacing its old one, and
   * answers it: the only time it exists outside the aggregator, as only its hash is stored.
   */
  async issue(aggregator: string, now: Date): Promise<{ token: string; created: boolean }> {
    const token = newToken();
    const change = { token_hash: sha256(token), issued_at: now };
    const existed = await this.db
      .selectFrom('pam_api_token')
      .select('aggregator')
      .where('aggregator', '=', aggregator)
      .executeTakeFirst();
    await this.db
      .insertInto('pam_api_token')
      .values({ aggregator, ...change })
      .onConflict((oc) => oc.column('aggregator').doUpdateSet(change))
      .execute();
    this.cached = null;
    return { token, created: !existed };
  }

  /** Removes the aggregator's token; false when it had none. */
  async revoke(aggregator: string): Promise<boolean> {
    const gone = await this.db
      .deleteFrom('pam_api_token')
      .where('aggregator', '=', aggregator)
      .where('seen_at', 'is', null)
      .executeTakeFirst();
    this.cached = null;
    return Number(gone.numDeletedRows) > 0;
  }
}
