import {
  SOCIAL_PATHS,
  type FirstPasswordRequest,
  type LoginResult,
  type SocialCallbackRequest,
  type SocialLinkRequest,
  type SocialLinks,
  type SocialProvider,
  type SocialProviderList,
  type SocialRegisterRequest,
  type SocialSignInRequest,
  type SocialStart,
  type SocialStartRequest,
  type SocialTicket,
} from '@tessera/contract';
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
    providers: () => call<SocialProviderList>(SOCIAL_PATHS.providers),
    /** The provider's authorization URL for this sign-in; the site sends the browser there. */
    start: (req: SocialStartRequest) =>
      call<SocialStart>(SOCIAL_PATHS.start, { method: 'post', json: req }),
    /** What the provider sent back (state and code, or error): a ticket for the next step. */
    callback: (req: SocialCallbackRequest) =>
      call<SocialTicket>(SOCIAL_PATHS.callback, { method: 'post', json: req }),
    /** Signs in with a linked ticket (sealed); failures carry a LoginFailure like `login`. */
    signIn: (req: SocialSignInRequest) =>
      signIn(call<LoginResult>(SOCIAL_PATHS.signIn, { method: 'post', sealed: req })),
    /** Creates an account for an unlinked ticket and signs it in. */
    register: (req: SocialRegisterRequest) =>
      signIn(call<LoginResult>(SOCIAL_PATHS.register, { method: 'post', json: req })),
    /** Links the ticket's identity to an account after its password (sealed), then signs in. */
    link: (req: SocialLinkRequest & Omit<SocialSignInRequest, 'ticket'>) =>
      signIn(call<LoginResult>(SOCIAL_PATHS.link, { method: 'post', sealed: req })),
    /** The member's linked providers, those still to link, and whether a password is set. */
    links: () => call<SocialLinks>(SOCIAL_PATHS.links, { token: true }),
    /** Unlinks a provider (SOCIAL_PASSWORD_REQUIRED while the account has no password). */
    unlink: (provider: SocialProvider) =>
      call<null>(SOCIAL_PATHS.unlink.replace(':provider', provider), {
        method: 'delete',
        token: true,
        empty: true,
      }).then(() => {}),
    /** The first password of an account made by social sign-in (sealed). */
    setPassword: (req: FirstPasswordRequest) =>
      call<null>(SOCIAL_PATHS.password, {
        method: 'post',
        sealed: req,
        token: true,
        empty: true,
      }).then(() => {}),
  };
}

/** Social sign-in's calls, as the client offers them. */
export type SocialCalls = ReturnType<typeof socialCalls>;
