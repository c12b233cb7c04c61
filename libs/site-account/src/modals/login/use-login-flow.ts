import { useNavigate } from '@tanstack/react-router';
import type { LoginFailure, LoginRequest, LoginSite } from '@tessera/contract';
import { decideLoginOutcome, type LoginOutcome } from '@tessera/domain';
import { PlatformError } from '@tessera/sdk';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { firstLoginAtom, useSession, useSessionActions } from '@tessera/site-shared/session';
import { useCaptcha } from '../../hooks/use-captcha';
import { loginFailure } from '../../api/platform-errors';
import { useLogin, useSendUnlockCode } from '../../api/session-mutations';

/** The login request minus what the flow adds itself (site, captcha, IP answer, unlock code). */
export type LoginAttempt = Omit<
  LoginRequest,
  'site' | 'captcha' | 'captchaKey' | 'ipVerification' | 'unlockCode' | 'totpCode' | 'signInTicket'
>;

/** The answers of the extra fields a login may show. */
export interface LoginAnswers {
  captcha?: string;
  ipAnswer?: string;
  unlockCode?: string;
  /** The authenticator's code (or a recovery code) once the platform asked for it. */
  totpCode?: string;
}

/** After LOGIN_LOCKED: whether the unlock code was sent, and how long it lives. */
export interface UnlockState {
  sentMinutes: number | null;
}

export interface LoginFlowOptions {
  site: LoginSite;
  /** Where a member goes after signing in. @default '/' */
  redirect?: string;
  /** Opens the forced change-password modal with the password just typed. */
  onChangePassword: (oldPassword?: string) => void;
}

/**
 * One login form's round trips (spec §4): captcha after a failure reply asks for it, the
 * unfamiliar-IP challenge, the authenticator's code (two-factor sign-in), the owner's unlock code after LOGIN_LOCKED (it stands in for the
 * captcha), then the outcome (forced change, first-login action, agent home).
 */
export function useLoginFlow({ site, redirect = '/', onChangePassword }: LoginFlowOptions) {
  const { client } = useSession();
  const { signIn } = useSessionActions();
  const navigate = useNavigate();
  const setFirstLogin = useSetAtom(firstLoginAtom);
  const captcha = useCaptcha();
  const [captchaShown, setCaptchaShown] = useState(false);
  const [challenge, setChallenge] = useState<LoginFailure['ipVerification']>();
  const [twoFactor, setTwoFactor] = useState(false);
  // An SMS or unlock code is spent by the first step: the next ones present this ticket instead.
  const [ticket, setTicket] = useState<string>();
  const [unlock, setUnlock] = useState<UnlockState | null>(null);
  // Once the owner has a code on its way, the code replaces the captcha.
  const captchaNeeded = captchaShown && unlock?.sentMinutes == null;

  async function finish(outcome: LoginOutcome, password?: string) {
    // The arrival popups of a first login are execution F (spec §4).
    setFirstLogin(outcome.firstLoginAction);
    // Fire and forget: a failed first-login action must not keep the player out.
    if (outcome.firstLoginAction) client.member.firstLogin().catch(() => undefined);
    if (outcome.next === 'changePassword') {
      onChangePassword(password);
      await navigate({ to: site === 'agent' ? '/agent' : '/' });
      return;
    }
    await signIn(outcome.next === 'agentHome' ? '/agentHome' : redirect);
  }

  const login = useLogin({
    onSuccess: async (result, request) => {
      // The platform flags an expired password only where the merchant enables expiry.
      const outcome = decideLoginOutcome({
        result,
        loginType: request.type,
        site,
        passwordExpiryEnabled: true,
      });
      await finish(outcome, request.password);
    },
    onError: (failed) => {
      // The ticket ran out (five minutes) or was used: the sign-in starts again with a new code.
      if (failed instanceof PlatformError && failed.code === 'SIGN_IN_EXPIRED') {
        setTicket(undefined);
        setChallenge(undefined);
        setTwoFactor(false);
        return;
      }
      const failure = loginFailure(failed);
      if (failure?.signInTicket) setTicket(failure.signInTicket);
      if (failure?.captchaRequired) {
        setCaptchaShown(true);
        captcha.load();
      }
      if (failure?.ipVerification) setChallenge(failure.ipVerification);
      if (failure?.twoFactorRequired) setTwoFactor(true);
      if (failure?.unlockAvailable) setUnlock((shown) => shown ?? { sentMinutes: null });
    },
  });

  /** Sends one attempt with whatever the earlier replies asked for. */
  const submit = (attempt: LoginAttempt, answers: LoginAnswers) =>
    login.mutate({
      ...attempt,
      site,
      ...(unlock?.sentMinutes != null && answers.unlockCode
        ? { unlockCode: answers.unlockCode }
        : {}),
      ...(captchaNeeded && captcha.captcha
        ? { captcha: answers.captcha, captchaKey: captcha.captcha.captchaKey }
        : {}),
      ...(challenge && answers.ipAnswer
        ? { ipVerification: { challengeId: challenge.challengeId, answer: answers.ipAnswer } }
        : {}),
      ...(twoFactor && answers.totpCode ? { totpCode: answers.totpCode } : {}),
      ...(ticket ? { signInTicket: ticket } : {}),
    });

  /** Asks the platform to send the owner of a username an unlock code. */
  const sendUnlockCode = useSendUnlockCode({
    onSuccess: ({ expiredMinutes }) => setUnlock({ sentMinutes: expiredMinutes }),
  });

  return {
    submit,
    pending: login.isPending,
    error: login.error,
    captchaShown: captchaNeeded,
    captcha,
    challenge,
    twoFactor,
    unlock,
    sendUnlockCode,
  };
}
