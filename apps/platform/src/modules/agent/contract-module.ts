import type { FastifyPluginAsync } from 'fastify';
import { memberOnly } from '../accounts';
import { contractRoutes, type ContractDeps } from './contract-routes';
import { SETTLEMENT_SWEEP, settleDue } from './settlement-run';

/**
 * Agent contracts (offers, answers, terminations, history) and their settlements: the calls, and
 * the sweep that settles every closed period each minute (real-time salary every 5 minutes,
 * hourly salary each hour, daily wages after the merchant's midnight, dividends per period).
 */
export const agentContractsModule: FastifyPluginAsync<ContractDeps> = async (app, deps) => {
  const { db, now, jobs } = deps;
  jobs.sweep(SETTLEMENT_SWEEP, '* * * * *', async () => {
    await settleDue(db, now());
  });
  await app.register(memberOnly<ContractDeps>(contractRoutes), deps);
};
