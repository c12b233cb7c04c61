import { MEMBER_TYPES, MISSION_CALLS } from '@tessera/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';
import { ok } from '../../core/http/envelope';
import { routeFor } from '../../core/http/route-for';
import type { TypedApp } from '../../core/http/typed-app';
import { requestSession } from '../accounts';
import { requestMerchant } from '../merchants';
import { missionLeaderboard } from './mission-board';
import { claimMission } from './mission-claim';
import { missionSummary } from './mission-summary';

const tags = ['missions'];

/** What the mission routes need. */
export interface MissionDeps {
  db: Db;
  now: () => Date;
}

function callerOf(request: FastifyRequest) {
  const { member } = requestSession(request);
  const merchant = requestMerchant(request);
  return {
    memberId: Number(member.id),
    memberType: member.type,
    merchantCode: merchant.code,
    timeZone: merchant.time_zone,
  };
}

/** The member's missions, their claims and the weekly leaderboard (inside `memberOnly`). */
export async function missionRoutes(app: TypedApp, { db, now }: MissionDeps): Promise<void> {
  routeFor(
    app,
    MISSION_CALLS.summary,
    async (request) => ok(await missionSummary(db, callerOf(request), now())),
    { tags },
  );

  routeFor(
    app,
    MISSION_CALLS.leaderboard,
    async (request) => {
      const { merchantCode, timeZone, memberId } = callerOf(request);
      return ok(await missionLeaderboard(db, { code: merchantCode, timeZone }, memberId, now()));
    },
    { tags },
  );

  routeFor(
    app,
    MISSION_CALLS.claim,
    async (request) => {
      const caller = callerOf(request);
      if (caller.memberType === MEMBER_TYPES.trial)
        throw new ApiError(403, 'TRIAL_ACCOUNT', 'Trial accounts cannot claim mission rewards');
      const claim = await claimMission(db, caller, Number(request.params.id), now());
      request.log.info({ mission: claim.mission.id }, 'mission claimed');
      return ok(claim);
    },
    { tags },
  );
}
