import {
  PATHS,
  type ChangePasswordRequest,
  type ForgotByEmailRequest,
  type ResetByEmailRequest,
  type ResetByMobileRequest,
} from '@tessera/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { AccountDeps } from '../accounts/context';
import { changePassword, forgotByEmail, resetByMobile } from '../accounts/password-flows';
import { resetByEmail } from '../accounts/reset-by-email';
import { ok } from '../http/envelope';
import { requestMerchant } from '../plugins/merchant';
import { requestSession, requireSession } from '../plugins/member-session';
import { sealedBody } from '../plugins/sealed-body';
import {
  changePasswordBody,
  emptyReply,
  forgotByEmailBody,
  loginReply,
  resetByEmailBody,
  resetByMobileBody,
} from './account-schemas';

const tags = ['password'];

/** Change password (signed in), forgot by e-mail (a reset link) and by mobile (code, signs in). */
export const passwordRoutes: FastifyPluginAsync<AccountDeps> = async (app, deps) => {
  // Forgot-by-email is form-urlencoded (spec §7); no extra package for a one-line parser.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.post<{ Body: ChangePasswordRequest }>(
    PATHS.changePassword,
    {
      preValidation: sealedBody(deps, 'required'),
      preHandler: requireSession(deps),
      schema: { tags, body: changePasswordBody, response: { 200: emptyReply } },
    },
    async (request) => {
      await changePassword(deps, requestSession(request), request.body);
      return ok(null);
    },
  );

  app.post<{ Body: ForgotByEmailRequest }>(
    PATHS.forgotByEmail,
    { schema: { tags, body: forgotByEmailBody, response: { 200: emptyReply } } },
    async (request) => {
      await forgotByEmail(deps, requestMerchant(request), request.body, request.ip);
      return ok(null);
    },
  );

  app.post<{ Body: ResetByMobileRequest }>(
    PATHS.resetByMobile,
    {
      preValidation: sealedBody(deps, 'required'),
      schema: { tags, body: resetByMobileBody, response: { 200: loginReply } },
    },
    async (request) =>
      ok(await resetByMobile(deps, requestMerchant(request), request.body, request.ip)),
  );

  app.post<{ Body: ResetByEmailRequest }>(
    PATHS.resetByEmail,
    {
      preValidation: sealedBody(deps, 'required'),
      schema: { tags, body: resetByEmailBody, response: { 200: loginReply } },
    },
    async (request) =>
      ok(await resetByEmail(deps, requestMerchant(request), request.body, request.ip)),
  );
};
