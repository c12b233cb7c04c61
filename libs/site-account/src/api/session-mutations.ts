import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, LoginResult, SmsCodeSent } from '@tessera/contract';
import type { FormSteps } from '@tessera/site-shared/forms';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { useSessionActions } from '@tessera/site-shared/session';

/** A login (any kind, every round trip of one); the SDK keeps the token it brings. */
export function useLogin(steps: FormSteps<LoginResult, LoginRequest> = {}) {
  const client = usePlatformClient();
  return useMutation({ mutationFn: (req: LoginRequest) => client.session.login(req), ...steps });
}

/** After LOGIN_LOCKED: asks the platform to send the owner of `username` an unlock code. */
export function useSendUnlockCode(steps: FormSteps<SmsCodeSent, string> = {}) {
  const client = usePlatformClient();
  return useMutation({
    mutationFn: (username: string) => client.session.unlockCode({ username }),
    ...steps,
  });
}

/** A trial account with a demo balance (spec §6 free play). */
export function useFreePlay(steps: FormSteps<LoginResult, void> = {}) {
  const client = usePlatformClient();
  return useMutation({ mutationFn: () => client.session.freePlay(), ...steps });
}

/** Ends the session on the server and here; never refused (a failed call still signs out). */
export function useLogout(steps: FormSteps<void, void> = {}) {
  const { logout } = useSessionActions();
  return useMutation({ mutationFn: () => logout(), ...steps });
}
