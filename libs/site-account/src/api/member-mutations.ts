import { useMutation } from '@tanstack/react-query';
import type {
  ChangePasswordRequest,
  ForgotByEmailRequest,
  LoginResult,
  PasswordResetResult,
  RegisterRequest,
  ResetByEmailRequest,
  ResetByMobileRequest,
} from '@tessera/contract';
import type { RegisterKind } from '@tessera/domain';
import type { FormSteps } from '@tessera/site-shared/forms';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';

/** A registration by username or mobile; the SDK signs the new player in. */
export function useRegister(
  kind: RegisterKind,
  steps: FormSteps<LoginResult, RegisterRequest> = {},
) {
  const client = usePlatformClient();
  return useMutation({
    mutationFn: (req: RegisterRequest) => client.member.register(req, kind),
    ...steps,
  });
}

/** A signed-in member's new password. */
export function useChangePassword(steps: FormSteps<void, ChangePasswordRequest> = {}) {
  const client = usePlatformClient();
  return useMutation({
    mutationFn: (req: ChangePasswordRequest) => client.member.changePassword(req),
    ...steps,
  });
}

/** Sends a reset link by e-mail. */
export function useForgotByEmail(steps: FormSteps<void, ForgotByEmailRequest> = {}) {
  const client = usePlatformClient();
  return useMutation({
    mutationFn: (req: ForgotByEmailRequest) => client.member.forgotByEmail(req),
    ...steps,
  });
}

/** A new password with an SMS code; signed in unless a login step is due. */
export function useResetByMobile(steps: FormSteps<PasswordResetResult, ResetByMobileRequest> = {}) {
  const client = usePlatformClient();
  return useMutation({
    mutationFn: (req: ResetByMobileRequest) => client.member.resetByMobile(req),
    ...steps,
  });
}

/** A new password with the e-mailed link's token; signed in unless a login step is due. */
export function useResetByEmail(steps: FormSteps<PasswordResetResult, ResetByEmailRequest> = {}) {
  const client = usePlatformClient();
  return useMutation({
    mutationFn: (req: ResetByEmailRequest) => client.member.resetByEmail(req),
    ...steps,
  });
}
