import { MEMBER_TYPES, SOCIAL_CALLS } from '@tessera/contract';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../core/http/api-error';
import { ok } from '../../core/http/envelope';
import { routeFor } from '../../core/http/route-for';
import type { TypedApp } from '../../core/http/typed-app';
import { requestSession, sealedBody, setFirstPassword } from '../accounts';
import { socialLinks, unlink } from './social-links';
import type { SocialDeps } from './social-deps';

const tags = ['social sign-in'];

/** The signed-in member; trial accounts have nothing to link (403 TRIAL_ACCOUNT). */
function realMember(request: FastifyRequest) {
  const session = requestSession(request);
  if (session.member.type === MEMBER_TYPES.trial)
    throw new ApiError(403, 'TRIAL_ACCOUNT', 'Trial accounts have no sign-in settings');
  return session;
}

/** The member's linked providers (security centre): list, unlink, first password. */
export async function memberSocialRoutes(app: TypedApp, deps: SocialDeps): Promise<void> {
  const { db } = deps;

  routeFor(
    app,
    SOCIAL_CALLS.links,
    async (request) => ok(await socialLinks(db, realMember(request).member, deps.sandboxSignIn)),
    { tags },
  );

  routeFor(
    app,
    SOCIAL_CALLS.unlink,
    async (request) => {
      await unlink(db, realMember(request).member, request.params.provider);
      return ok(null);
    },
    { tags },
  );

  routeFor(
    app,
    SOCIAL_CALLS.setPassword,
    async (request) => {
      await setFirstPassword(deps, realMember(request), request.body, request.ip);
      return ok(null);
    },
    { tags, preValidation: sealedBody(deps, 'required') },
  );
}
