import { DRAW_ROUTES } from '@tessera/contract';
import { callRoute } from './route-call';
import type { Call } from './transport';

/** Lucky draws (issue 12): the member's tickets, playing one, and one ticket for verification. */
export function drawCalls(call: Call) {
  return {
    /** Tickets to play, the last plays, how tickets are earned and every game's prizes. */
    overview: () => callRoute(call, DRAW_ROUTES.overview),
    /** Tickets waiting to be played (the lucky draw badge); owed ones are issued first. */
    count: () => callRoute(call, DRAW_ROUTES.count),
    /** One ticket: the seed's hash before play, the revealed seed and outcome after. */
    ticket: (id: number) => callRoute(call, DRAW_ROUTES.ticket, { params: { id } }),
    /** Plays a ticket with the player's client seed; DRAW_TICKET_USED when it was played. */
    play: (ticketId: number, clientSeed: string) =>
      callRoute(call, DRAW_ROUTES.play, { body: { ticketId, clientSeed } }),
  };
}

export type DrawCalls = ReturnType<typeof drawCalls>;
