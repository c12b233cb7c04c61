import type { Db } from '../../core/db/database';
import { PamRefusal } from './pam-reply';
import { vendorRows, gameRows } from '../games';

/** How long the vendor list is served from memory: vendors change with a release, not a bet. */
const VENDOR_CACHE_MS = 60_000;

/**
 * The vendor a PAM call's `provider` names, by vendor code or name in any case: missing or
 * unknown → 400 PAM_ERR_MISSING_PROVIDER (the document's "provider is not found").
 */
export function vendorResolver(db: Db, now: () => number = Date.now) {
  let cached: { byName: Map<string, string>; until: number } | null = null;
  return async (provider: string | undefined): Promise<string> => {
    const name = provider?.trim().toUpperCase();
    if (!name) throw new PamRefusal('PAM_ERR_MISSING_PROVIDER', 'provider is required', 400);
    if (!cached || cached.until <= now()) {
      const rows = await db
        .selectFrom(vendorRows(db).as('game_vendor'))
        .select(['vassalage', 'display_name'])
        .execute();
      const byName = new Map<string, string>();
      for (const row of rows) {
        byName.set(row.display_name.toUpperCase(), row.vassalage);
        byName.set(row.vassalage.toUpperCase(), row.vassalage);
      }
      cached = { byName, until: now() + VENDOR_CACHE_MS };
    }
    const vendor = cached.byName.get(name);
    if (!vendor) throw new PamRefusal('PAM_ERR_MISSING_PROVIDER', 'Unknown provider', 400);
    return vendor;
  };
}

/** A game of this vendor by its code, or PAM_ERR_GAME_NOT_FOUND. */
export async function vendorGame(db: Db, vendor: string, gameCode: string) {
  const game = await db
    .selectFrom(gameRows(db).as('game'))
    .select(['node_id', 'game_code'])
    .where('game_code', '=', gameCode)
    .where('vassalage', '=', vendor)
    .executeTakeFirst();
  if (!game) throw new PamRefusal('PAM_ERR_GAME_NOT_FOUND', 'Unknown providerGameId');
  return { nodeId: Number(game.node_id), gameCode: game.game_code };
}
