import Type, { type Static } from 'typebox';
import { Nullable } from '../core/schema-types';
import { GameTypeParam } from './params';

/** A vendor (provider) in a game type's drop-down; `vassalage` goes in `?vassalage=`. */
export const MenuVendor = Type.Object({
  vassalage: Type.String(),
  displayName: Type.String(),
  logoUrl: Nullable(Type.String()),
});
export type MenuVendor = Static<typeof MenuVendor>;

/** One entry per game type that has vendors, vendors in order. */
export const GameMenu = Type.Object({ gameType: GameTypeParam, vendors: Type.Array(MenuVendor) });
export type GameMenu = Static<typeof GameMenu>;

/** Reply value of `GET /lgw/games/game_menus`. */
export const GameMenus = Type.Array(GameMenu);
export type GameMenus = Static<typeof GameMenus>;
