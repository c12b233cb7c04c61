import type { ColumnType, Generated } from 'kysely';
import type { Id } from './schema-accounts';

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
