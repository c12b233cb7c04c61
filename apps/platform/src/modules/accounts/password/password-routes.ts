import { MEMBER_CALLS } from '@tessera/contract';
import type { FastifyInstance } from 'fastify';
import type { AccountDeps } from '../context';
import { changePassword, forgotByEmail, resetByMobile } from './password-flows';
import { resetByEmail } from './reset-by-email';
import { ok } from '../../../core/http/envelope';
import { routeFor } from '../../../core/http/route-for';
import type { TypedPlugin } from '../../../core/http/typed-app';
import { requestMerchant } from '../../merchants';
import { requestSession } from '../session/member-only';
import { sealedBody } from '../payload/sealed-body';

const tags = ['password'];

/** Forgot by e-mail (a reset link) and by mobile (code; signs in unless a further step is due). */
export const passwordRoutes: TypedPlugin<AccountDeps> = async (app, deps) => {
  acceptFormBodies(app);

  routeFor(
    app,
    MEMBER_CALLS.forgotByEmail,
    async (request) => {
      await forgotByEmail(deps, requestMerchant(request), request.body, request.ip);
      return ok(null);
    },
    { tags },
  );

  routeFor(
    app,
    MEMBER_CALLS.resetByMobile,
    async (request) =>
      ok(await resetByMobile(deps, requestMerchant(request), request.body, request.ip)),
    { tags, preValidation: sealedBody(deps, 'required') },
  );

  routeFor(
    app,
    MEMBER_CALLS.resetByEmail,
    async (request) =>
      ok(await resetByEmail(deps, requestMerchant(request), request.body, request.ip)),
    { tags, preValidation: sealedBody(deps, 'required') },
  );
};

/**
 * Change password (a token call, registered inside the accounts module's `memberOnly` context).
 * It keeps the password routes' form parser, so a form body answers exactly as before.
 */
export const changePasswordRoutes: TypedPlugin<AccountDeps> = async (app, deps) => {
  acceptFormBodies(app);

  routeFor(
    app,
    MEMBER_CALLS.changePassword,
    async (request) => {
      await changePassword(deps, requestSession(request), request.body, request.ip);
      return ok(null);
    },
    { tags, preValidation: sealedBody(deps, 'required') },
  );
};

// Forgot-by-email is form-urlencoded (spec §7); no extra package for a one-line parser.
function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
}
