import {
  DRAW_PATHS,
  DrawClaimRequest,
  DrawCount,
  DrawOverview,
  DrawTicket,
  DrawTicketParams,
  MEMBER_TYPES,
  envelope,
} from '@tessera/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';
import { ok } from '../../core/http/envelope';
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
const security = [{ bearer: [] }];

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

  app.get(
    DRAW_PATHS.overview,
    { schema: { tags, security, response: { 200: envelope(DrawOverview) } } },
    async (request) => {
      const merchant = requestMerchant(request);
      const memberId = await withOwedTickets(request);
      return ok({
        ...(await memberTickets(db, memberId)),
        rules: await drawRules(db, merchant.code, true),
        games: await drawGames(db, merchant.code),
      });
    },
  );

  // The badge's count: issuing owed tickets here makes it right before the draws page is opened.
  app.get(
    DRAW_PATHS.count,
    { schema: { tags, security, response: { 200: envelope(DrawCount) } } },
    async (request) => {
      const memberId = await withOwedTickets(request);
      return ok({ unplayed: await unplayedTicketCount(db, memberId) });
    },
  );

  app.get(
    DRAW_PATHS.ticket,
    {
      schema: { tags, security, params: DrawTicketParams, response: { 200: envelope(DrawTicket) } },
    },
    async (request) => {
      const { member } = requestSession(request);
      return ok(await memberTicket(db, Number(member.id), Number(request.params.id)));
    },
  );

  app.post(
    DRAW_PATHS.claim,
    {
      schema: { tags, security, body: DrawClaimRequest, response: { 200: envelope(DrawTicket) } },
    },
    async (request) => {
      const { member } = requestSession(request);
      if (member.type === MEMBER_TYPES.trial)
        throw new ApiError(403, 'TRIAL_ACCOUNT', 'Trial accounts cannot play lucky draws');
      const { ticketId, clientSeed } = request.body;
      const ticket = await playTicket(db, Number(member.id), ticketId, clientSeed, now());
      request.log.info({ ticket: ticket.id, amount: ticket.amount }, 'draw ticket played');
      return ok(ticket);
    },
  );
}
