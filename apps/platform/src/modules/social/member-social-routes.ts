import {
  FirstPasswordRequest,
  MEMBER_TYPES,
  SOCIAL_PATHS,
  SocialLinks,
  SocialProviderParams,
  emptyEnvelope,
  envelope,
} from '@tessera/contract';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../core/http/api-error';
import { ok } from '../../core/http/envelope';
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

  app.get(
    SOCIAL_PATHS.links,
    { schema: { tags, response: { 200: envelope(SocialLinks) } } },
    async (request) => ok(await socialLinks(db, realMember(request).member, deps.sandboxSignIn)),
  );

  app.delete(
    SOCIAL_PATHS.unlink,
    { schema: { tags, params: SocialProviderParams, response: { 200: emptyEnvelope() } } },
    async (request) => {
      await unlink(db, realMember(request).member, request.params.provider);
      return ok(null);
    },
  );

  app.post(
    SOCIAL_PATHS.password,
    {
      preValidation: sealedBody(deps, 'required'),
      schema: { tags, body: FirstPasswordRequest, response: { 200: emptyEnvelope() } },
    },
    async (request) => {
      await setFirstPassword(deps, realMember(request), request.body, request.ip);
      return ok(null);
    },
  );
}
