import { DRAW_CALLS, MEMBER_TYPES } from '@tessera/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';
import { ok } from '../../core/http/envelope';
import { routeFor } from '../../core/http/route-for';
import type { TypedApp } from '../../core/http/typed-app';
import { requestSession } from '../accounts';
import { requestMerchant } from '../merchants';
import { drawGames, drawRules } from './draw-config';
import {
  earnTickets,
  memberTicket,
  memberTickets,
  playTicket,
  unplayedTicketCount,
} from './draw-tickets';

const tags = ['draws'];

/** What the draw routes need. */
export interface DrawDeps {
  db: Db;
  now: () => Date;
}

/** The member's lucky draws (inside a `memberOnly` context). */
export async function drawRoutes(app: TypedApp, { db, now }: DrawDeps): Promise<void> {
  /** The member's id, once the tickets the rules owe them are issued (both reads start so). */
  const withOwedTickets = async (request: FastifyRequest) => {
    const memberId = Number(requestSession(request).member.id);
    const merchant = requestMerchant(request);
    await earnTickets(db, { code: merchant.code, timeZone: merchant.time_zone }, memberId, now());
    return memberId;
  };

  routeFor(
    app,
    DRAW_CALLS.overview,
    async (request) => {
      const merchant = requestMerchant(request);
      const memberId = await withOwedTickets(request);
      return ok({
        ...(await memberTickets(db, memberId)),
        rules: await drawRules(db, merchant.code, true),
        games: await drawGames(db, merchant.code),
      });
    },
    { tags },
  );

  // The badge's count: issuing owed tickets here makes it right before the draws page is opened.
  routeFor(
    app,
    DRAW_CALLS.count,
    async (request) => {
      const memberId = await withOwedTickets(request);
      return ok({ unplayed: await unplayedTicketCount(db, memberId) });
    },
    { tags },
  );

  routeFor(
    app,
    DRAW_CALLS.ticket,
    async (request) => {
      const { member } = requestSession(request);
      return ok(await memberTicket(db, Number(member.id), Number(request.params.id)));
    },
    { tags },
  );

  routeFor(
    app,
    DRAW_CALLS.play,
    async (request) => {
      const { member } = requestSession(request);
      if (member.type === MEMBER_TYPES.trial)
        throw new ApiError(403, 'TRIAL_ACCOUNT', 'Trial accounts cannot play lucky draws');
      const { ticketId, clientSeed } = request.body;
      const ticket = await playTicket(db, Number(member.id), ticketId, clientSeed, now());
      request.log.info({ ticket: ticket.id, amount: ticket.amount }, 'draw ticket played');
      return ok(ticket);
    },
    { tags },
  );
}
