import {
  PATHS,
  type AffiliateCheck,
  type ChangePasswordRequest,
  type ForgotByEmailRequest,
  type LanguageUpdate,
  type LoginInfo,
  type LoginResult,
  type MemberIcon,
  type MemberInfo,
  type PasswordResetResult,
  type RegisterRequest,
  type ResetByEmailRequest,
  type ResetByMobileRequest,
} from '@tessera/contract';
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
        call<LoginResult>(kind === 'mobile' ? PATHS.registerMobile : PATHS.register, {
          method: 'put',
          sealed: req,
        }),
      ),
    /** The signed-in player's profile; fetching it marks the user logged in (spec §4). */
    info: () => call<MemberInfo>(PATHS.memberInfo, { token: true }),
    icon: () => call<MemberIcon>(PATHS.memberIcon, { token: true }),
    /** Everything the header needs after sign-in (spec §4 "load login info"). */
    loginInfo: () => call<LoginInfo>(PATHS.loginInfo, { token: true }),
    /** The first-login action (spec §4), fired when a login says firstTimeLogin. */
    firstLogin: () =>
      call<null>(PATHS.firstLogin, { method: 'post', token: true, empty: true }).then(() => {}),
    /** Saves the player's language on the platform (spec §4 language change). */
    setLanguage: (language: string) => {
      const body: LanguageUpdate = { language };
      return call<null>(PATHS.memberLanguage, {
        method: 'put',
        json: body,
        token: true,
        empty: true,
      }).then(() => {});
    },
    /** Changes the password (sealed). */
    changePassword: (req: ChangePasswordRequest) =>
      call<null>(PATHS.changePassword, {
        method: 'post',
        sealed: req,
        token: true,
        empty: true,
      }).then(() => {}),
    /** Sends a reset link by e-mail (form-urlencoded, as the spec lists it). */
    forgotByEmail: (req: ForgotByEmailRequest) =>
      call<null>(PATHS.forgotByEmail, {
        method: 'post',
        form: { username: req.username, email: req.email },
        empty: true,
      }).then(() => {}),
    /** Sets a new password with an SMS code (sealed); signs in unless a login step is due. */
    resetByMobile: (req: ResetByMobileRequest) =>
      afterReset(call<PasswordResetResult>(PATHS.resetByMobile, { method: 'post', sealed: req })),
    /** Sets a new password with the e-mailed link's token (sealed); signs in unless a step is due. */
    resetByEmail: (req: ResetByEmailRequest) =>
      afterReset(call<PasswordResetResult>(PATHS.resetByEmail, { method: 'post', sealed: req })),
  };
}

/** Agent calls available before sign-in. */
export function agentCalls(call: Call) {
  return {
    /** Whether an affiliate code is valid on this domain (optional check before registering). */
    affiliate: (code: string, domain: string) =>
      call<AffiliateCheck>(PATHS.affiliate, { searchParams: { code, domain } }),
  };
}
