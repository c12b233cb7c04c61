import type { PokerRoom } from '@tessera/contract';
import type { Db } from '../../core/db/database';
import { vendorOn } from './game-rows';
import { hash32 } from './stable-hash';

/** Stakes every poker game offers a room at; blinds in minor units (10 = 0.10). */
const TIERS = [
  { label: 'Micro', smallBlind: 10, bigBlind: 20 },
  { label: 'Low', smallBlind: 50, bigBlind: 100 },
  { label: 'Mid', smallBlind: 200, bigBlind: 400 },
  { label: 'High', smallBlind: 1000, bigBlind: 2000 },
] as const;

/** Poker games the room list draws from. */
export const POKER_ROOM_GAMES = 12;

/**
 * The poker room list (GLS2_roomList): one room per stake tier for each of the first poker
 * games of the merchant's PVP vendors. Rooms are derived, not stored: table size and seated
 * players come from a hash of the room id, so the list is the same on every call and replica.
 */
export async function loadPokerRooms(db: Db, merchantCode: string): Promise<PokerRoom[]> {
  const games = await db
    .selectFrom('game as g')
    .select(['g.game_code', 'g.display_name'])
    .where('g.game_type', '=', 'PVP')
    .where('g.game_classify', '=', 'POKER')
    .where('g.is_game', '=', true)
    .where(vendorOn(merchantCode))
    .orderBy('g.sort')
    .orderBy('g.node_id')
    .limit(POKER_ROOM_GAMES)
    .execute();
  return games.flatMap((game) => {
    const seats = hash32(game.game_code) % 2 === 0 ? 6 : 9;
    return TIERS.map((tier, i) => {
      const roomId = `${game.game_code}-${i + 1}`;
      return {
        roomId,
        name: `${game.display_name} ${tier.label}`,
        gameCode: game.game_code,
        smallBlind: tier.smallBlind,
        bigBlind: tier.bigBlind,
        seats,
        players: hash32(roomId) % (seats + 1),
      };
    });
  });
}
