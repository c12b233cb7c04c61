import {
  SESSION_ROUTES,
  VERIFICATION_ROUTES,
  type FreePlayRequest,
  type LoginRequest,
  type LoginResult,
  type SmsCodeRequest,
  type UnlockCodeRequest,
} from '@tessera/contract';
import { callRoute } from './route-call';
import type { TokenStore } from './token-store';
import type { Call } from './transport';

/** Stores the token of a call that signs the player in, then hands the result back. */
export function keepingToken(tokenStore: TokenStore) {
  return async (signIn: Promise<LoginResult>): Promise<LoginResult> => {
    const result = await signIn;
    tokenStore.set(result.token);
    return result;
  };
}

/** Session calls (spec §7 "Session and member"): login, free play, logout, captcha. */
export function sessionCalls(call: Call, tokenStore: TokenStore) {
  const signIn = keepingToken(tokenStore);
  return {
    /** Signs in by username or SMS code (sealed); on failure `PlatformError.details` is a LoginFailure. */
    login: (req: LoginRequest) =>
      signIn(callRoute(call, SESSION_ROUTES.login, { body: req }, { sealed: true, device: true })),
    /** Anonymous trial account (sealed, spec §7 "gateway version 3"). @default os from the browser */
    freePlay: (os: string = clientOs()) => {
      const body: FreePlayRequest = { os, platform: 'W' };
      return signIn(
        callRoute(call, SESSION_ROUTES.freePlay, { body }, { sealed: true, device: true }),
      );
    },
    /** Ends the session on the platform; the local token is dropped whatever the reply. */
    logout: async () => {
      try {
        await callRoute(call, SESSION_ROUTES.logout, { empty: true });
      } finally {
        tokenStore.set(null);
      }
    },
    /** A fresh captcha image and its key. */
    captcha: () => callRoute(call, SESSION_ROUTES.captcha),
    /**
     * After LOGIN_LOCKED: sends the account's owner a code (SMS or e-mail) for the next login's
     * `unlockCode`. The same reply whether or not anything was sent.
     */
    unlockCode: (req: UnlockCodeRequest) =>
      callRoute(call, SESSION_ROUTES.unlockCode, { body: req }),
  };
}

/** Verification-code calls (spec §7). */
export function verificationCalls(call: Call) {
  return {
    /** Code for SMS login and for forgot-password by mobile (no session needed). */
    smsForLogin: (req: SmsCodeRequest) =>
      callRoute(call, VERIFICATION_ROUTES.smsForLogin, { body: req }),
    /** Code for registration by mobile. */
    smsForRegister: (req: SmsCodeRequest) =>
      callRoute(call, VERIFICATION_ROUTES.smsForRegister, { body: req }),
  };
}

/** A coarse OS name from the user agent, for the free-play record; `unknown` outside browsers. */
export function clientOs(userAgent: string = globalThis.navigator?.userAgent ?? ''): string {
  const rules: [RegExp, string][] = [
    [/android/i, 'Android'],
    [/iphone|ipad|ipod/i, 'iOS'],
    [/windows/i, 'Windows'],
    [/mac os x|macintosh/i, 'MacOS'],
    [/linux/i, 'Linux'],
  ];
  return rules.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'unknown';
}
