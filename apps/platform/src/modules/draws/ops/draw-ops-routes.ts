import {
  DRAW_OPS_PATHS,
  DrawConfig,
  DrawGame,
  DrawGrant,
  DrawKindParams,
  DrawPrizesUpdate,
  DrawRule,
  DrawRuleInput,
  DrawRuleParams,
  DrawRuleUpdate,
  DrawTicket,
  MerchantSettingsParams,
  envelope,
} from '@tessera/contract';
import Type from 'typebox';
import type { Db } from '../../../core/db/database';
import { ApiError } from '../../../core/http/api-error';
import { ok } from '../../../core/http/envelope';
import type { TypedApp } from '../../../core/http/typed-app';
import { findByAccount } from '../../accounts';
import { addDrawRule, drawConfig, setDrawPrizes, updateDrawRule } from '../draw-config';
import { issueTicket } from '../draw-tickets';

const tags = ['operator'];

/** Lucky draws: each game's prizes and weights, the earning rules, tickets given by hand. */
export async function drawOpsRoutes(
  app: TypedApp,
  { db, now }: { db: Db; now: () => Date },
): Promise<void> {
  app.get(
    DRAW_OPS_PATHS.config,
    {
      config: { permission: 'draws.configure' },
      schema: { tags, params: MerchantSettingsParams, response: { 200: envelope(DrawConfig) } },
    },
    async (request) => ok(await drawConfig(db, request.params.code)),
  );

  app.put(
    DRAW_OPS_PATHS.prizes,
    {
      config: { permission: 'draws.configure' },
      schema: {
        tags,
        params: DrawKindParams,
        body: DrawPrizesUpdate,
        response: { 200: envelope(DrawGame) },
      },
    },
    async (request) => {
      const { code, kind } = request.params;
      const game = await setDrawPrizes(db, code, kind, request.body.prizes, now());
      request.log.info({ merchant: code, kind }, 'operator set draw prizes');
      return ok(game);
    },
  );

  app.post(
    DRAW_OPS_PATHS.rules,
    {
      config: { permission: 'draws.configure' },
      schema: {
        tags,
        params: MerchantSettingsParams,
        body: DrawRuleInput,
        response: { 200: envelope(DrawRule) },
      },
    },
    async (request) => ok(await addDrawRule(db, request.params.code, request.body)),
  );

  app.put(
    DRAW_OPS_PATHS.rule,
    {
      config: { permission: 'draws.configure' },
      schema: {
        tags,
        params: DrawRuleParams,
        body: DrawRuleUpdate,
        response: { 200: envelope(DrawRule) },
      },
    },
    async (request) => ok(await updateDrawRule(db, Number(request.params.id), request.body)),
  );

  app.post(
    DRAW_OPS_PATHS.grant,
    {
      config: { permission: 'draws.grant' },
      schema: {
        tags,
        params: MerchantSettingsParams,
        body: DrawGrant,
        response: { 200: envelope(Type.Object({ ticketId: DrawTicket.properties.id })) },
      },
    },
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
  );
}
