import { route } from '../core/route';
import type { DrawClaimRequest, DrawCount, DrawOverview, DrawTicket } from './draws';
import { DRAW_PATHS } from './constants';

/** The player's lucky-draw calls: the route table's entries (no schema; the SDK reads these). */
export const DRAW_ROUTES = {
  /** Tickets to play, the last plays, how tickets are earned and every game's prizes. */
  overview: route<Record<never, never>, DrawOverview>({
    method: 'GET',
    path: DRAW_PATHS.overview,
    auth: 'member',
  }),
  /** Tickets waiting to be played (the lucky draw badge); owed ones are issued first. */
  count: route<Record<never, never>, DrawCount>({
    method: 'GET',
    path: DRAW_PATHS.count,
    auth: 'member',
  }),
  /** One ticket: the seed's hash before play, the revealed seed and outcome after. */
  ticket: route<{ params: { id: number } }, DrawTicket>({
    method: 'GET',
    path: DRAW_PATHS.ticket,
    auth: 'member',
  }),
  /** Plays a ticket with the player's client seed. */
  play: route<{ body: DrawClaimRequest }, DrawTicket>({
    method: 'POST',
    path: DRAW_PATHS.claim,
    auth: 'member',
  }),
};
