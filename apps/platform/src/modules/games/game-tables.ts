import type { ColumnType, Generated } from 'kysely';
import type { LaunchRoute } from '@tessera/contract';
import type { Id } from '../../core/db/tables';

/** A game vendor (provider), shared by every merchant. */
export interface GameVendorTable {
  vassalage: string;
  display_name: string;
  logo_url: string | null;
  maintenance: Generated<boolean>;
}

/** Which vendors offer which game type, in menu order. */
export interface GameTypeVendorTable {
  game_type: string;
  vassalage: string;
  sort: Generated<number>;
}

/** A merchant's switch for a vendor; a vendor without a row is enabled. */
export interface MerchantVendorTable {
  merchant_code: string;
  vassalage: string;
  enabled: boolean;
  /** How the merchant's players launch the vendor's games: `sandbox` or `aggregator`. */
  launch_route: ColumnType<LaunchRoute, LaunchRoute | undefined, LaunchRoute>;
  /** The aggregator's name for the vendor (the `{provider}` of its game-launch path). */
  aggregator_provider: ColumnType<string | null, string | null | undefined, string | null>;
  /** Provider settings sent as `launchConfig` with each launch. */
  launch_config: ColumnType<
    Record<string, unknown> | null,
    string | null | undefined,
    string | null
  >;
}

/** One game of the shared catalogue (spec §3 Game). */
export interface GameTable {
  node_id: Generated<Id>;
  game_code: string;
  vassalage: string;
  game_type: string;
  game_classify: string | null;
  display_name: string;
  search_text: string;
  is_hot: Generated<boolean>;
  is_new: Generated<boolean>;
  maintenance: Generated<boolean>;
  is_game: Generated<boolean>;
  sort: Generated<number>;
}

/** A member's favourite game, or a game they launched (`at` = last launch). */
export interface MemberGameTable {
  member_id: Id;
  node_id: Id;
  at: ColumnType<Date, Date | undefined, Date>;
}

// This module's part of the one Database type: the game catalogue and the members' favourite
// and recent games.
// Declaration merging keeps core free of module imports; every repository sees every table.
declare module '../../core/db/tables' {
  interface Database {
    game_vendor: GameVendorTable;
    game_type_vendor: GameTypeVendorTable;
    merchant_vendor: MerchantVendorTable;
    game: GameTable;
    favourite_game: MemberGameTable;
    recent_game: MemberGameTable;
  }
}
