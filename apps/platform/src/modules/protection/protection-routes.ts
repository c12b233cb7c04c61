import { MAX_LOSS_LIMIT, PROTECTION_CALLS } from '@tessera/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../core/db/database';
import { ok } from '../../core/http/envelope';
import { limitAmounts } from '../../core/http/limit-amounts';
import { routeFor } from '../../core/http/route-for';
import type { TypedApp } from '../../core/http/typed-app';
import { requestSession } from '../accounts';
import { requestMerchant } from '../merchants';
import type { Actor } from './audit';
import { addMonths, startBlock } from './blocks';
import { readLossLimits, setLossLimits, type LimitHolder } from './loss-limits';
import { playSession, realityCheckMinutes, setRealityCheck } from './reality-check';

const tags = ['protection'];
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

  routeFor(
    app,
    PROTECTION_CALLS.overview,
    async (request) =>
      ok({
        lossLimits: await readLossLimits(db, holder(request), now()),
        realityCheckMinutes: await realityCheckMinutes(db, memberOf(request)),
      }),
    { tags },
  );

  routeFor(
    app,
    PROTECTION_CALLS.setLossLimits,
    async (request) =>
      ok(await setLossLimits(db, holder(request), request.body, actor(request), now())),
    { tags, preValidation: lossAmounts },
  );

  routeFor(
    app,
    PROTECTION_CALLS.setRealityCheck,
    async (request) => {
      const minutes = request.body.minutes;
      return ok({
        minutes: await setRealityCheck(db, memberOf(request), minutes, actor(request), now()),
      });
    },
    { tags },
  );

  routeFor(
    app,
    PROTECTION_CALLS.session,
    async (request) =>
      ok(await playSession(db, memberOf(request), requestSession(request).sessionId, now())),
    { tags },
  );

  routeFor(
    app,
    PROTECTION_CALLS.timeOut,
    async (request) => {
      const at = now();
      const until = new Date(at.getTime() + request.body.days * DAY_MS);
      return ok(await startBlock(db, memberOf(request), 'time_out', until, actor(request), at));
    },
    { tags },
  );

  routeFor(
    app,
    PROTECTION_CALLS.selfExclude,
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
    { tags },
  );
}
