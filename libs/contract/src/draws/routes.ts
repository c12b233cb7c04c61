import { route, type NoRequest } from '../core/route';
import type { DrawClaimRequest, DrawCount, DrawOverview, DrawTicket } from './draws';
import { DRAW_PATHS } from './constants';

/** The player's lucky-draw calls: the route table's entries (no schema; the SDK reads these). */
export const DRAW_ROUTES = {
  /** Tickets to play, the last plays, how tickets are earned and every game's prizes. */
  overview: route<NoRequest, DrawOverview>('GET', DRAW_PATHS.overview, 'member'),
  /** Tickets waiting to be played (the lucky draw badge); owed ones are issued first. */
  count: route<NoRequest, DrawCount>('GET', DRAW_PATHS.count, 'member'),
  /** One ticket: the seed's hash before play, the revealed seed and outcome after. */
  ticket: route<{ params: { id: number } }, DrawTicket>('GET', DRAW_PATHS.ticket, 'member'),
  /** Plays a ticket with the player's client seed. */
  play: route<{ body: DrawClaimRequest }, DrawTicket>('POST', DRAW_PATHS.claim, 'member'),
};
