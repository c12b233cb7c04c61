import {
  AFFILIATE_ROUTES,
  MEMBER_ROUTES,
  type ChangePasswordRequest,
  type ForgotByEmailRequest,
  type PasswordResetResult,
  type RegisterRequest,
  type ResetByEmailRequest,
  type ResetByMobileRequest,
} from '@tessera/contract';
import { callRoute } from './route-call';
import { keepingToken } from './session-calls';
import type { TokenStore } from './token-store';
import type { Call } from './transport';

/** Member calls (spec §7): registration, profile, password, language. */
export function memberCalls(call: Call, tokenStore: TokenStore) {
  const signIn = keepingToken(tokenStore);
  // A reset signs in only when no further step is due (`PasswordResetResult`).
  const afterReset = async (reset: Promise<PasswordResetResult>) => {
    const result = await reset;
    if ('token' in result) tokenStore.set(result.token);
    return result;
  };
  return {
    /** Registers by username or mobile (sealed) and signs the new player in. */
    register: (req: RegisterRequest, kind: 'username' | 'mobile') =>
      signIn(
        callRoute(
          call,
          kind === 'mobile' ? MEMBER_ROUTES.registerMobile : MEMBER_ROUTES.register,
          { body: req },
          { sealed: true, device: true },
        ),
      ),
    /** The signed-in player's profile; fetching it marks the user logged in (spec §4). */
    info: () => callRoute(call, MEMBER_ROUTES.info),
    icon: () => callRoute(call, MEMBER_ROUTES.icon),
    /** Everything the header needs after sign-in (spec §4 "load login info"). */
    loginInfo: () => callRoute(call, MEMBER_ROUTES.loginInfo),
    /** The first-login action (spec §4), fired when a login says firstTimeLogin. */
    firstLogin: () => callRoute(call, MEMBER_ROUTES.firstLogin, { empty: true }).then(() => {}),
    /** Saves the player's language on the platform (spec §4 language change). */
    setLanguage: (language: string) =>
      callRoute(call, MEMBER_ROUTES.setLanguage, { body: { language } }, { empty: true }).then(
        () => {},
      ),
    /** Changes the password (sealed). */
    changePassword: (req: ChangePasswordRequest) =>
      callRoute(
        call,
        MEMBER_ROUTES.changePassword,
        { body: req },
        { sealed: true, empty: true },
      ).then(() => {}),
    /** Sends a reset link by e-mail (form-urlencoded, as the spec lists it). */
    forgotByEmail: (req: ForgotByEmailRequest) =>
      callRoute(
        call,
        MEMBER_ROUTES.forgotByEmail,
        { body: { username: req.username, email: req.email } },
        { form: true, empty: true },
      ).then(() => {}),
    /** Sets a new password with an SMS code (sealed); signs in unless a login step is due. */
    resetByMobile: (req: ResetByMobileRequest) =>
      afterReset(callRoute(call, MEMBER_ROUTES.resetByMobile, { body: req }, { sealed: true })),
    /** Sets a new password with the e-mailed link's token (sealed); signs in unless a step is due. */
    resetByEmail: (req: ResetByEmailRequest) =>
      afterReset(callRoute(call, MEMBER_ROUTES.resetByEmail, { body: req }, { sealed: true })),
  };
}

/** Agent calls available before sign-in. */
export function agentCalls(call: Call) {
  return {
    /** Whether an affiliate code is valid on this domain (optional check before registering). */
    affiliate: (code: string, domain: string) =>
      callRoute(call, AFFILIATE_ROUTES.affiliate, { query: { code, domain } }),
  };
}
