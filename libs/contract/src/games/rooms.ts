import Type, { type Static } from 'typebox';

/** A poker room (`GLS2_roomList`); blinds in minor units. */
export const PokerRoom = Type.Object({
  roomId: Type.String(),
  name: Type.String(),
  gameCode: Type.String(),
  smallBlind: Type.Integer(),
  bigBlind: Type.Integer(),
  seats: Type.Integer(),
  players: Type.Integer(),
});
export type PokerRoom = Static<typeof PokerRoom>;

/** Reply value of the room list. */
export const PokerRooms = Type.Object({ rooms: Type.Array(PokerRoom) });
export type PokerRooms = Static<typeof PokerRooms>;
