import {
  LossLimits,
  LossLimitsUpdate,
  MAX_LOSS_LIMIT,
  PROTECTION_PATHS,
  PlaySession,
  Protection,
  ProtectionBlock,
  RealityCheckUpdate,
  SelfExclusionRequest,
  TimeOutRequest,
  envelope,
} from '@tessera/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../core/db/database';
import { ok } from '../../core/http/envelope';
import { limitAmounts } from '../../core/http/limit-amounts';
import type { TypedApp } from '../../core/http/typed-app';
import { requestSession } from '../accounts';
import { requestMerchant } from '../merchants';
import type { Actor } from './audit';
import { addMonths, startBlock } from './blocks';
import { readLossLimits, setLossLimits, type LimitHolder } from './loss-limits';
import { playSession, realityCheckMinutes, setRealityCheck } from './reality-check';

const tags = ['protection'];
const security = [{ bearer: [] }];
const DAY_MS = 86_400_000;

/** What the protection routes need. */
export interface ProtectionDeps {
  db: Db;
  now: () => Date;
}

const lossAmounts = limitAmounts({
  name: 'loss',
  invalid: 'LOSS_LIMIT_INVALID',
  max: MAX_LOSS_LIMIT,
  aboveMax: 'must be a positive integer',
});

/** The player's own protection (inside `memberOnly`): limits, reality check, time-out, exclusion. */
export async function protectionRoutes(app: TypedApp, { db, now }: ProtectionDeps): Promise<void> {
  const memberOf = (request: FastifyRequest) => Number(requestSession(request).member.id);
  const holder = (request: FastifyRequest): LimitHolder => ({
    memberId: memberOf(request),
    timeZone: requestMerchant(request).time_zone,
  });
  const actor = (request: FastifyRequest): Actor => ({ kind: 'member', ip: request.ip });

  app.get(
    PROTECTION_PATHS.protection,
    { schema: { tags, security, response: { 200: envelope(Protection) } } },
    async (request) =>
      ok({
        lossLimits: await readLossLimits(db, holder(request), now()),
        realityCheckMinutes: await realityCheckMinutes(db, memberOf(request)),
      }),
  );

  app.put(
    PROTECTION_PATHS.lossLimits,
    {
      preValidation: lossAmounts,
      schema: { tags, security, body: LossLimitsUpdate, response: { 200: envelope(LossLimits) } },
    },
    async (request) =>
      ok(await setLossLimits(db, holder(request), request.body, actor(request), now())),
  );

  app.put(
    PROTECTION_PATHS.realityCheck,
    {
      schema: {
        tags,
        security,
        body: RealityCheckUpdate,
        response: { 200: envelope(RealityCheckUpdate) },
      },
    },
    async (request) => {
      const minutes = request.body.minutes;
      return ok({
        minutes: await setRealityCheck(db, memberOf(request), minutes, actor(request), now()),
      });
    },
  );

  app.get(
    PROTECTION_PATHS.session,
    { schema: { tags, security, response: { 200: envelope(PlaySession) } } },
    async (request) =>
      ok(await playSession(db, memberOf(request), requestSession(request).sessionId, now())),
  );

  app.post(
    PROTECTION_PATHS.timeOut,
    {
      schema: {
        tags,
        security,
        body: TimeOutRequest,
        response: { 200: envelope(ProtectionBlock) },
      },
    },
    async (request) => {
      const at = now();
      const until = new Date(at.getTime() + request.body.days * DAY_MS);
      return ok(await startBlock(db, memberOf(request), 'time_out', until, actor(request), at));
    },
  );

  app.post(
    PROTECTION_PATHS.selfExclusion,
    {
      schema: {
        tags,
        security,
        body: SelfExclusionRequest,
        response: { 200: envelope(ProtectionBlock) },
      },
    },
    async (request) => {
      const at = now();
      const until = addMonths(at, request.body.months);
      const block = await startBlock(
        db,
        memberOf(request),
        'self_exclusion',
        until,
        actor(request),
        at,
      );
      request.log.info({ member: memberOf(request), until: block.until }, 'member self-excluded');
      return ok(block);
    },
  );
}
