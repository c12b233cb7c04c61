import type { StoredFunction } from '../../../core/db/stored-functions';

/**
 * The trigger that keeps `game_wallet_vendor` (each game's vendor, the wallet its bookings move
 * on a multi-wallet merchant) from the catalogue: every new game and every change of a game's
 * vendor. The trigger on `game` that runs it is in migration 0084.
 */
export const gameWalletVendorSync: StoredFunction = {
  signature: 'game_wallet_vendor_sync()',
  sql: `create or replace function game_wallet_vendor_sync() returns trigger language plpgsql as $$
    begin
      insert into game_wallet_vendor (node_id, vendor) values (new.node_id, new.vassalage)
        on conflict (node_id) do update set vendor = excluded.vendor;
      return null;
    end $$`,
};
