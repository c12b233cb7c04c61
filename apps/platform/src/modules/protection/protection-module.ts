import type { FastifyPluginAsync } from 'fastify';
import { memberOnly } from '../accounts';
import { protectionRoutes, type ProtectionDeps } from './protection-routes';

/** Player protection: the player's own loss limits, reality check, time-out and self-exclusion. */
export const protectionModule: FastifyPluginAsync<ProtectionDeps> = async (app, deps) => {
  await app.register(memberOnly<ProtectionDeps>(protectionRoutes), deps);
};
