import type { FastifyPluginAsync } from 'fastify';
import type { AccountDeps } from '../accounts/context';
import { memberRoutes } from './member';
import { passwordRoutes } from './password';
import { registerRoutes } from './register';
import { sessionRoutes } from './session';
import { verificationRoutes } from './verification';

/** Every account call of spec §7 "Session and member", sharing one set of dependencies. */
export const accountRoutes: FastifyPluginAsync<AccountDeps> = async (app, deps) => {
  app.decorateRequest('session', null);
  await app.register(sessionRoutes, deps);
  await app.register(memberRoutes, deps);
  await app.register(registerRoutes, deps);
  await app.register(verificationRoutes, deps);
  await app.register(passwordRoutes, deps);
};
