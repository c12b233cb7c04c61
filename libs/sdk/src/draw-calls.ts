import {
  DRAW_PATHS,
  drawTicketPath,
  type DrawCount,
  type DrawOverview,
  type DrawTicket,
} from '@tessera/contract';
import type { Call } from './transport';

/** Lucky draws (issue 12): the member's tickets, playing one, and one ticket for verification. */
export function drawCalls(call: Call) {
  return {
    /** Tickets to play, the last plays, how tickets are earned and every game's prizes. */
    overview: () => call<DrawOverview>(DRAW_PATHS.overview, { token: true }),
    /** Tickets waiting to be played (the lucky draw badge); owed ones are issued first. */
    count: () => call<DrawCount>(DRAW_PATHS.count, { token: true }),
    /** One ticket: the seed's hash before play, the revealed seed and outcome after. */
    ticket: (id: number) => call<DrawTicket>(drawTicketPath(id), { token: true }),
    /** Plays a ticket with the player's client seed; DRAW_TICKET_USED when it was played. */
    play: (ticketId: number, clientSeed: string) =>
      call<DrawTicket>(DRAW_PATHS.claim, {
        method: 'post',
        token: true,
        json: { ticketId, clientSeed },
      }),
  };
}

export type DrawCalls = ReturnType<typeof drawCalls>;
