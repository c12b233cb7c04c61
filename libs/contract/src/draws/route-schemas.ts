import { bindSchemas } from '../core/route-schemas';
import { DrawClaimRequest, DrawCount, DrawOverview, DrawTicket, DrawTicketParams } from './draws';
import { DRAW_ROUTES } from './routes';

/** The lucky-draw calls with their schemas (platform and tests only). */
export const DRAW_CALLS = bindSchemas(DRAW_ROUTES, {
  overview: { reply: DrawOverview },
  count: { reply: DrawCount },
  ticket: {
    params: DrawTicketParams,
    reply: DrawTicket,
    errors: ['DRAW_TICKET_NOT_FOUND'],
  },
  play: {
    body: DrawClaimRequest,
    reply: DrawTicket,
    errors: ['DRAW_TICKET_NOT_FOUND', 'DRAW_TICKET_USED', 'TRIAL_ACCOUNT'],
  },
});
