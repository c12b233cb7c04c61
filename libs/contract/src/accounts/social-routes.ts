import { route, type NoRequest } from '../core/route';
import { opsRoute } from '../operator/ops-route';
import type { LoginResult } from './session';
import type {
  FirstPasswordRequest,
  SocialCallbackRequest,
  SocialLinkRequest,
  SocialLinks,
  SocialProviderInput,
  SocialProviderList,
  SocialProviderSetting,
  SocialRegisterRequest,
  SocialSignInRequest,
  SocialStart,
  SocialStartRequest,
  SocialTicket,
} from './social';
import { SOCIAL_OPS_PATHS, SOCIAL_PATHS, type SocialProvider } from './social-constants';

/** Social sign-in's calls (issue 13 C): the route table's entries (no schema; the SDK reads these). */
export const SOCIAL_ROUTES = {
  /** The providers the merchant configured (a button each). */
  providers: route<NoRequest, SocialProviderList>('GET', SOCIAL_PATHS.providers, 'none'),
  /** The provider's authorization URL for this sign-in. */
  start: route<{ body: SocialStartRequest }, SocialStart>('POST', SOCIAL_PATHS.start, 'none'),
  /** What the provider sent back: a ticket for the next step. */
  callback: route<{ body: SocialCallbackRequest }, SocialTicket>(
    'POST',
    SOCIAL_PATHS.callback,
    'none',
  ),
  /** Signs in with a linked ticket (sealed). */
  signIn: route<{ body: SocialSignInRequest }, LoginResult>('POST', SOCIAL_PATHS.signIn, 'none'),
  /** Creates an account for an unlinked ticket and signs it in. */
  register: route<{ body: SocialRegisterRequest }, LoginResult>(
    'POST',
    SOCIAL_PATHS.register,
    'none',
  ),
  /** Links the ticket's identity to an account after its password (sealed), then signs in. */
  link: route<{ body: SocialLinkRequest }, LoginResult>('POST', SOCIAL_PATHS.link, 'none'),
  /** The member's linked providers, those still to link, and whether a password is set. */
  links: route<NoRequest, SocialLinks>('GET', SOCIAL_PATHS.links, 'member'),
  /** Unlinks a provider. */
  unlink: route<{ params: { provider: SocialProvider } }>('DELETE', SOCIAL_PATHS.unlink, 'member'),
  /** The first password of an account made by social sign-in (sealed). */
  setPassword: route<{ body: FirstPasswordRequest }>('POST', SOCIAL_PATHS.password, 'member'),
};

/** The operator's social sign-in calls. */
export const SOCIAL_OPS_ROUTES = {
  /** Sets one provider's client for a merchant. */
  setProvider: opsRoute<
    { params: { code: string; provider: SocialProvider }; body: SocialProviderInput },
    SocialProviderSetting
  >('PUT', SOCIAL_OPS_PATHS.provider, 'social.configure'),
};
