import type { FastifyPluginAsync } from 'fastify';
import type { AccountDeps } from './context';
import { memberOnly } from './session/member-only';
import { memberRoutes } from './member/member-routes';
import { changePasswordRoutes, passwordRoutes } from './password/password-routes';
import { registerRoutes } from './registration/register-routes';
import { securityRoutes } from './security/security-routes';
import { sessionRoutes } from './session/session-routes';
import { verificationRoutes } from './verification/verification-routes';

/**
 * Every account call of spec §7 "Session and member", sharing one set of dependencies. The token
 * calls sit together in one `memberOnly` context: one session check for all of them.
 */
export const accountRoutes: FastifyPluginAsync<AccountDeps> = async (app, deps) => {
  await app.register(sessionRoutes, deps);
  await app.register(registerRoutes, deps);
  await app.register(verificationRoutes, deps);
  await app.register(passwordRoutes, deps);
  await app.register(
    memberOnly<AccountDeps>(async (member, memberDeps) => {
      await memberRoutes(member, memberDeps);
      await securityRoutes(member, memberDeps);
      await member.register(changePasswordRoutes, memberDeps);
    }),
    deps,
  );
};
