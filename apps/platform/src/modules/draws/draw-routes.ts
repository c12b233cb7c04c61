import {
  DRAW_PATHS,
  DrawClaimRequest,
  DrawOverview,
  DrawTicket,
  DrawTicketParams,
  MEMBER_TYPES,
  envelope,
} from '@tessera/contract';
import type { Db } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';
import { ok } from '../../core/http/envelope';
import type { TypedApp } from '../../core/http/typed-app';
import { requestSession } from '../accounts';
import { requestMerchant } from '../merchants';
import { drawGames, drawRules } from './draw-config';
import { earnTickets, memberTicket, memberTickets, playTicket } from './draw-tickets';

const tags = ['draws'];
const security = [{ bearer: [] }];

/** What the draw routes need. */
export interface DrawDeps {
  db: Db;
  now: () => Date;
}

/** The member's lucky draws (inside a `memberOnly` context). */
export async function drawRoutes(app: TypedApp, { db, now }: DrawDeps): Promise<void> {
  app.get(
    DRAW_PATHS.overview,
    { schema: { tags, security, response: { 200: envelope(DrawOverview) } } },
    async (request) => {
      const { member } = requestSession(request);
      const merchant = requestMerchant(request);
      const memberId = Number(member.id);
      await earnTickets(db, { code: merchant.code, timeZone: merchant.time_zone }, memberId, now());
      return ok({
        ...(await memberTickets(db, memberId)),
        rules: await drawRules(db, merchant.code, true),
        games: await drawGames(db, merchant.code),
      });
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
