import { LOSS_LIMIT_PERIODS, MAX_LOSS_LIMIT, PROTECTION_CALLS } from '@tessera/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';
import { ok } from '../../core/http/envelope';
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

/**
 * Each limit in the body must be null or a JSON integer of minor units from 1 to
 * MAX_LOSS_LIMIT, answered LOSS_LIMIT_INVALID (checked before the schema, which would say only
 * BAD_REQUEST), and an unknown period is refused rather than dropped, so a misspelt period never
 * looks saved (as the deposit limits do).
 */
async function limitAmounts(request: FastifyRequest): Promise<void> {
  if (typeof request.body !== 'object' || request.body === null) return;
  const body = request.body as Record<string, unknown>;
  const unknown = Object.keys(body).filter(
    (key) => !(LOSS_LIMIT_PERIODS as readonly string[]).includes(key),
  );
  if (unknown.length > 0)
    throw new ApiError(
      400,
      'BAD_REQUEST',
      `Not a loss limit period: ${unknown.slice(0, 3).join(', ')}`,
    );
  for (const period of LOSS_LIMIT_PERIODS) {
    const value = body[period];
    if (value === undefined || value === null) continue;
    if (
      typeof value !== 'number' ||
      !Number.isSafeInteger(value) ||
      value < 1 ||
      value > MAX_LOSS_LIMIT
    )
      throw new ApiError(400, 'LOSS_LIMIT_INVALID', `${period} must be a positive integer`);
  }
}

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
    { tags, preValidation: limitAmounts },
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
