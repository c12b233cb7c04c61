import { useNavigate } from '@tanstack/react-router';
import type { LoginFailure, LoginRequest, LoginSite } from '@tessera/contract';
import { decideLoginOutcome, type LoginOutcome } from '@tessera/domain';
import { useState } from 'react';
import { useSubmit } from '../../../../core/forms';
import { useSession, useSessionActions } from '../../../../core/session';
import { useCaptcha } from '../../hooks/use-captcha';
import { loginFailure } from '../../api/platform-errors';

/** The login request minus what the flow adds itself (site, captcha, IP answer). */
export type LoginAttempt = Omit<LoginRequest, 'site' | 'captcha' | 'captchaKey' | 'ipVerification'>;

export interface LoginFlowOptions {
  site: LoginSite;
  /** Where a member goes after signing in. @default '/' */
  redirect?: string;
  /** Opens the forced change-password modal with the password just typed. */
  onChangePassword: (oldPassword?: string) => void;
}

/**
 * One login form's round trips (spec §4): captcha after a failure reply asks for it, the
 * unfamiliar-IP challenge, then the outcome (forced change, first-login action, agent home).
 */
export function useLoginFlow({ site, redirect = '/', onChangePassword }: LoginFlowOptions) {
  const { client } = useSession();
  const { signIn } = useSessionActions();
  const navigate = useNavigate();
  const captcha = useCaptcha();
  const [captchaShown, setCaptchaShown] = useState(false);
  const [challenge, setChallenge] = useState<LoginFailure['ipVerification']>();

  async function finish(outcome: LoginOutcome, password?: string) {
    // Fire and forget: a failed first-login action must not keep the player out.
    if (outcome.firstLoginAction) client.member.firstLogin().catch(() => undefined);
    if (outcome.next === 'changePassword') {
      onChangePassword(password);
      await navigate({ to: site === 'agent' ? '/agent' : '/' });
      return;
    }
    await signIn(outcome.next === 'agentHome' ? '/agentHome' : redirect);
  }

  const { submit, pending, error } = useSubmit(
    async (attempt: LoginAttempt, answers: { captcha?: string; ipAnswer?: string }) => {
      const result = await client.session.login({
        ...attempt,
        site,
        ...(captchaShown && captcha.captcha
          ? { captcha: answers.captcha, captchaKey: captcha.captcha.captchaKey }
          : {}),
        ...(challenge && answers.ipAnswer
          ? { ipVerification: { challengeId: challenge.challengeId, answer: answers.ipAnswer } }
          : {}),
      });
      // The platform flags an expired password only where the merchant enables expiry.
      const outcome = decideLoginOutcome({
        result,
        loginType: attempt.type,
        site,
        passwordExpiryEnabled: true,
      });
      await finish(outcome, attempt.password);
    },
    (failed) => {
      const failure = loginFailure(failed);
      if (failure?.captchaRequired) {
        setCaptchaShown(true);
        captcha.load();
      }
      if (failure?.ipVerification) setChallenge(failure.ipVerification);
    },
  );

  return { submit, pending, error, captchaShown, captcha, challenge };
}
