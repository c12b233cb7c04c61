import type { FastifyPluginAsync } from 'fastify';
import { memberOnly } from '../accounts';
import { recordsRoutes, type RecordDeps } from './records-routes';

/** The member's records: account (ledger), bets, profit and loss, bonus details. */
export const recordsModule: FastifyPluginAsync<RecordDeps> = async (app, deps) => {
  await app.register(memberOnly<RecordDeps>(recordsRoutes), deps);
};
