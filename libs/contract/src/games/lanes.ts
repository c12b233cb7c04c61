import Type, { type Static } from 'typebox';
import { Nullable } from '../core/schema-types';
import { GameTypeParam } from './params';

/** A vendor card in a lane: the vendor's entry in its category (spec §3 vendor lane). */
export const VendorCard = Type.Object({
  vassalage: Type.String(),
  displayName: Type.String(),
  gameType: GameTypeParam,
  /** Set for in-house cards only, e.g. `CRASH`. */
  gameClassify: Type.Optional(Type.String()),
  /** The game a direct launch opens (sports books, lottery lobbies), or null for a list. */
  gameCode: Nullable(Type.String()),
  iconUrl: Type.String(),
  maintenance: Type.Boolean(),
});
export type VendorCard = Static<typeof VendorCard>;

/** A category (a GameType or another title) with its cards and sub-categories' vendors. */
export const VendorLane = Type.Object({
  title: Type.String(),
  cards: Type.Array(VendorCard),
  gameClassify: Type.Array(
    Type.Object({ classify: Type.String(), vendors: Type.Array(Type.String()) }),
  ),
});
export type VendorLane = Static<typeof VendorLane>;

/** Vendor lanes reply: spec §7 reads `value.data.lanes`. */
export const VendorLanes = Type.Object({
  data: Type.Object({ lanes: Type.Array(VendorLane) }),
});
export type VendorLanes = Static<typeof VendorLanes>;
