import type { FastifyPluginAsync } from 'fastify';
import { memberOnly } from '../accounts';
import { drawRoutes, type DrawDeps } from './draw-routes';

/** Lucky draws: red envelopes, the prize wheel and golden eggs (tickets, plays, verification). */
export const drawsModule: FastifyPluginAsync<DrawDeps> = async (app, deps) => {
  await app.register(memberOnly<DrawDeps>(drawRoutes), deps);
};
