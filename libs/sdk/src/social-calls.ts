import {
  SOCIAL_ROUTES,
  type FirstPasswordRequest,
  type SocialCallbackRequest,
  type SocialLinkRequest,
  type SocialProvider,
  type SocialRegisterRequest,
  type SocialSignInRequest,
  type SocialStartRequest,
} from '@tessera/contract';
import { callRoute } from './route-call';
import { keepingToken } from './session-calls';
import type { TokenStore } from './token-store';
import type { Call } from './transport';

/**
 * Social sign-in (issue 13 C): the merchant's providers, the trip to the provider and back, the
 * ticket's next step (sign in, create an account, link one with its password: each stores the
 * session token), and the member's linked providers.
 */
export function socialCalls(call: Call, tokenStore: TokenStore) {
  const signIn = keepingToken(tokenStore);
  return {
    /** The providers the merchant configured (a button each). */
    providers: () => callRoute(call, SOCIAL_ROUTES.providers),
    /** The provider's authorization URL for this sign-in; the site sends the browser there. */
    start: (req: SocialStartRequest) => callRoute(call, SOCIAL_ROUTES.start, { body: req }),
    /** What the provider sent back (state and code, or error): a ticket for the next step. */
    callback: (req: SocialCallbackRequest) =>
      callRoute(call, SOCIAL_ROUTES.callback, { body: req }),
    /** Signs in with a linked ticket (sealed); failures carry a LoginFailure like `login`. */
    signIn: (req: SocialSignInRequest) =>
      signIn(callRoute(call, SOCIAL_ROUTES.signIn, { body: req }, { sealed: true, device: true })),
    /** Creates an account for an unlinked ticket and signs it in. */
    register: (req: SocialRegisterRequest) =>
      signIn(callRoute(call, SOCIAL_ROUTES.register, { body: req }, { device: true })),
    /** Links the ticket's identity to an account after its password (sealed), then signs in. */
    link: (req: SocialLinkRequest & Omit<SocialSignInRequest, 'ticket'>) =>
      signIn(callRoute(call, SOCIAL_ROUTES.link, { body: req }, { sealed: true, device: true })),
    /** The member's linked providers, those still to link, and whether a password is set. */
    links: () => callRoute(call, SOCIAL_ROUTES.links),
    /** Unlinks a provider (SOCIAL_PASSWORD_REQUIRED while the account has no password). */
    unlink: (provider: SocialProvider) =>
      callRoute(call, SOCIAL_ROUTES.unlink, { params: { provider } }, { empty: true }).then(
        () => {},
      ),
    /** The first password of an account made by social sign-in (sealed). */
    setPassword: (req: FirstPasswordRequest) =>
      callRoute(call, SOCIAL_ROUTES.setPassword, { body: req }, { sealed: true, empty: true }).then(
        () => {},
      ),
  };
}

/** Social sign-in's calls, as the client offers them. */
export type SocialCalls = ReturnType<typeof socialCalls>;
