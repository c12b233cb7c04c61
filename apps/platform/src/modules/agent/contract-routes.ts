import { CONTRACT_CALLS, CONTRACT_KINDS, PROCESS_ROUTE_OF } from '@tessera/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../core/db/database';
import type { JobQueue } from '../../core/jobs/job-queue';
import { ok } from '../../core/http/envelope';
import { routeFor } from '../../core/http/route-for';
import type { TypedApp } from '../../core/http/typed-app';
import { requestMerchant } from '../merchants';
import { recordWindow } from '../records';
import { offerContract, processContract } from './contract-actions';
import { requestAgent } from './agent-caller';
import { contractHistory, contractList } from './contract-views';
import { settlementRecords } from './settlement-records';

const tags = ['agent'];

/** What the contract routes need. */
export interface ContractDeps {
  db: Db;
  now: () => Date;
  jobs: JobQueue;
}

/** The signed-in agent (403 NOT_AGENT for anyone else) and its merchant code. */
function agentOf(request: FastifyRequest) {
  const { agentId, merchantCode } = requestAgent(request);
  return { memberId: agentId, merchantCode };
}

/**
 * The agent's contracts and settlements (inside a `memberOnly` context). Every id or account a
 * call names must be in the caller's team (its own or its subtree's), else 404.
 */
export async function contractRoutes(app: TypedApp, { db, now }: ContractDeps): Promise<void> {
  routeFor(
    app,
    CONTRACT_CALLS.list,
    async (request) => {
      const { memberId, merchantCode } = agentOf(request);
      return ok(await contractList(db, memberId, merchantCode));
    },
    { tags },
  );

  routeFor(
    app,
    CONTRACT_CALLS.offer,
    async (request) => {
      const { memberId, merchantCode } = agentOf(request);
      return ok(await offerContract(db, { merchantCode, memberId }, request.body, now()));
    },
    { tags },
  );

  routeFor(
    app,
    CONTRACT_CALLS.history,
    async (request) => {
      const { memberId } = agentOf(request);
      return ok(await contractHistory(db, memberId, Number(request.params.id)));
    },
    { tags },
  );

  // The §7 processing relay: one entry per kind's path, one handler.
  for (const kind of CONTRACT_KINDS)
    routeFor(
      app,
      CONTRACT_CALLS[PROCESS_ROUTE_OF[kind]],
      async (request) => {
        const { memberId, merchantCode } = agentOf(request);
        return ok(await processContract(db, memberId, merchantCode, kind, request.body, now()));
      },
      { tags },
    );

  routeFor(
    app,
    CONTRACT_CALLS.settlements,
    async (request) => {
      const { memberId, merchantCode } = agentOf(request);
      const window = recordWindow(request.query, requestMerchant(request).time_zone, now());
      const { kind, side = 'mine', account } = request.query;
      return ok(
        await settlementRecords(db, memberId, merchantCode, window, {
          kind,
          side,
          ...(account === undefined ? {} : { account }),
        }),
      );
    },
    { tags },
  );
}
