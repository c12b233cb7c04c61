import { isAgentType } from '@tessera/domain';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';
import { requestSession } from '../accounts';
import { requestMerchant } from '../merchants';

/** What the agent-centre routes need: the database and the clock. */
export interface AgentDeps {
  db: Db;
  now: () => Date;
}

/**
 * The signed-in agent of an agent-centre route (inside `memberOnly`), with its merchant: anyone
 * else is 403 NOT_AGENT. The one check the team and contract routes share.
 */
export function requestAgent(request: FastifyRequest) {
  const { member } = requestSession(request);
  if (!isAgentType(member.type))
    throw new ApiError(403, 'NOT_AGENT', 'Only agents can use the agent centre');
  const merchant = requestMerchant(request);
  return {
    agentId: Number(member.id),
    merchantCode: member.merchant_code,
    timeZone: merchant.time_zone,
    merchant,
  };
}

/** An agent as `requestAgent` returns it. */
export type RequestAgent = ReturnType<typeof requestAgent>;
