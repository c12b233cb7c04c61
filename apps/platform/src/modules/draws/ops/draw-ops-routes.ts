import { DRAW_OPS_CALLS } from '@tessera/contract';
import type { Db } from '../../../core/db/database';
import { ApiError } from '../../../core/http/api-error';
import { ok } from '../../../core/http/envelope';
import { routeFor } from '../../../core/http/route-for';
import type { TypedApp } from '../../../core/http/typed-app';
import { noteAuditBefore } from '../../audit';
import { findByAccount } from '../../accounts';
import { addDrawRule, drawConfig, drawGames, setDrawPrizes, updateDrawRule } from '../draw-config';
import { issueTicket } from '../draw-tickets';

const tags = ['operator'];

/** Lucky draws: each game's prizes and weights, the earning rules, tickets given by hand. */
export async function drawOpsRoutes(
  app: TypedApp,
  { db, now }: { db: Db; now: () => Date },
): Promise<void> {
  routeFor(
    app,
    DRAW_OPS_CALLS.config,
    async (request) => ok(await drawConfig(db, request.params.code)),
    { tags },
  );

  routeFor(
    app,
    DRAW_OPS_CALLS.setPrizes,
    async (request) => {
      const { code, kind } = request.params;
      const was = (await drawGames(db, code)).find((game) => game.kind === kind);
      noteAuditBefore(request, was ?? null);
      const game = await setDrawPrizes(db, code, kind, request.body.prizes, now());
      request.log.info({ merchant: code, kind }, 'operator set draw prizes');
      return ok(game);
    },
    { tags },
  );

  routeFor(
    app,
    DRAW_OPS_CALLS.addRule,
    async (request) => ok(await addDrawRule(db, request.params.code, request.body)),
    { tags },
  );

  routeFor(
    app,
    DRAW_OPS_CALLS.updateRule,
    async (request) =>
      ok(
        await updateDrawRule(db, Number(request.params.id), request.body, (before) =>
          noteAuditBefore(request, before),
        ),
      ),
    { tags },
  );

  routeFor(
    app,
    DRAW_OPS_CALLS.grant,
    async (request) => {
      const { code } = request.params;
      const member = await findByAccount(db, code, request.body.account);
      if (!member) throw new ApiError(404, 'ACCOUNT_NOT_FOUND', 'No such member');
      const { kind, requestId } = request.body;
      // The requestId is the ticket's key: a retried grant finds the first ticket (the unique
      // key makes two grants at once issue one).
      const ticketId = await issueTicket(db, {
        merchantCode: code,
        memberId: Number(member.id),
        kind,
        source: 'operator',
        sourceKey: `operator:${requestId}`,
      });
      if (ticketId === null) throw new ApiError(404, 'NOT_FOUND', 'This game has no prizes');
      const ticket = await db
        .selectFrom('draw_ticket')
        .select('kind')
        .where('id', '=', ticketId)
        .executeTakeFirstOrThrow();
      if (ticket.kind !== kind)
        throw new ApiError(409, 'REQUEST_ID_CONFLICT', 'The requestId was used for another grant');
      request.log.info({ merchant: code, ticket: ticketId }, 'operator gave a draw ticket');
      return ok({ ticketId });
    },
    { tags },
  );
}
