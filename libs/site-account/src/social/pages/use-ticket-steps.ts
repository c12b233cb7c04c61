import type { LoginFailure, LoginResult, SocialTicket } from '@tessera/contract';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { firstLoginAtom, useSessionActions } from '@tessera/site-shared/session';
import { loginFailure } from '../../api/platform-errors';
import { useSocialLink, useSocialRegister, useSocialSignIn } from '../api/social-queries';

/** The answers the verification step's form gives. */
export interface VerifyAnswers {
  ipAnswer?: string;
  totpCode?: string;
}

/**
 * A proven identity's next steps: sign in (linked), create an account, or link one with its
 * password; and, when the platform asks as it does for a password login, the unfamiliar-IP
 * answer or the authenticator's code, sent with the same ticket.
 */
export function useTicketSteps(ticket: SocialTicket | null) {
  const client = usePlatformClient();
  const { signIn } = useSessionActions();
  const setFirstLogin = useSetAtom(firstLoginAtom);
  const [challenge, setChallenge] = useState<LoginFailure['ipVerification']>();
  const [twoFactor, setTwoFactor] = useState(false);

  async function finish(result: LoginResult) {
    // As after a password login: a first sign-in gets the first-login popups and action.
    setFirstLogin(result.firstTimeLogin);
    if (result.firstTimeLogin) client.member.firstLogin().catch(() => undefined);
    await signIn('/');
  }
  const asked = (failed: unknown) => {
    const failure = loginFailure(failed);
    if (failure?.ipVerification) setChallenge(failure.ipVerification);
    if (failure?.twoFactorRequired) setTwoFactor(true);
  };
  const id = ticket?.ticket ?? '';

  const signInStep = useSocialSignIn({ onSuccess: finish, onError: asked });
  const register = useSocialRegister({ onSuccess: finish });
  const link = useSocialLink({ onSuccess: finish, onError: asked });

  /** Signs in with the ticket and the answers to what the platform asked. */
  const verify = (answers: VerifyAnswers) =>
    signInStep.mutate({
      ticket: id,
      ...(challenge && answers.ipAnswer
        ? { ipVerification: { challengeId: challenge.challengeId, answer: answers.ipAnswer } }
        : {}),
      ...(twoFactor && answers.totpCode ? { totpCode: answers.totpCode } : {}),
    });
  const createAccount = () => register.mutate({ ticket: id });
  const linkAccount = (username: string, password: string) =>
    link.mutate({ ticket: id, username, password });

  return {
    signInStep,
    verify,
    register,
    createAccount,
    link,
    linkAccount,
    challenge,
    twoFactor,
    verifying: !!challenge || twoFactor,
  };
}
