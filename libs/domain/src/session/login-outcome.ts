import type { LoginFailure, LoginResult, LoginSite } from '@tessera/contract';

/** How the player signed in: password, SMS code, or anonymous free play. */
export type LoginType = 'username' | 'sms' | 'freeplay';

/** What the site does after a successful login. */
export interface LoginOutcome {
  /** Fire the first-login action (`POST /wps/member/firstLogin`). */
  firstLoginAction: boolean;
  /** Change-password modal, the agent home, or the member home. */
  next: 'changePassword' | 'agentHome' | 'home';
}

/** Facts `decideLoginOutcome` needs. */
export interface LoginOutcomeFacts {
  result: LoginResult;
  loginType: LoginType;
  site: LoginSite;
  /** The merchant enforces password expiry (forced password change switch). */
  passwordExpiryEnabled: boolean;
}

/**
 * After a login (spec §4): the default or an expired password forces a change first, except for
 * SMS and free play, which proved identity without the password; then agents go to /agentHome.
 */
export function decideLoginOutcome(facts: LoginOutcomeFacts): LoginOutcome {
  const { result } = facts;
  const byPassword = facts.loginType === 'username';
  const mustChange =
    result.defaultPassword || (result.passwordExpired && facts.passwordExpiryEnabled);
  let next: LoginOutcome['next'] = facts.site === 'agent' ? 'agentHome' : 'home';
  if (byPassword && mustChange) next = 'changePassword';
  return { firstLoginAction: result.firstTimeLogin, next };
}

/**
 * Whether the next login try must carry a captcha, read from a failed reply's `details`
 * (PlatformError.details); anything that is not a LoginFailure means no.
 */
export function captchaRequiredFrom(failure: unknown): boolean {
  if (typeof failure !== 'object' || failure === null) return false;
  return (failure as Partial<LoginFailure>).captchaRequired === true;
}
