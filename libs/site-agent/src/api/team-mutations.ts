import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  DownlineTransferRequest,
  DownlineTransferResult,
  RegisterDownlineRequest,
  RegisteredDownline,
} from '@tessera/contract';
import type { FormSteps } from '@tessera/site-shared/forms';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { TEAM_KEY } from './team-queries';

/** A new member under the agent; the team's lists and figures are read again. */
export function useRegisterDownline(
  steps: FormSteps<RegisteredDownline, RegisterDownlineRequest> = {},
) {
  const client = usePlatformClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (req: RegisterDownlineRequest) => client.team.register(req),
    ...steps,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: TEAM_KEY });
      await steps.onSuccess?.(...args);
    },
  });
}

/** Money from the agent's main wallet to one team member (the request's id books it once). */
export function useTransferToMember(
  memberId: number,
  steps: FormSteps<DownlineTransferResult, DownlineTransferRequest> = {},
) {
  const client = usePlatformClient();
  return useMutation({
    mutationFn: (req: DownlineTransferRequest) => client.team.transfer(memberId, req),
    ...steps,
  });
}

/** What an agent may do to a team member's account from the team list. */
export type MemberChange = 'reset' | 'lock' | 'unlock';

/** Resets a team member's password, or locks or unlocks the account. */
export function useChangeMember(memberId: number, steps: FormSteps<unknown, MemberChange> = {}) {
  const client = usePlatformClient();
  return useMutation({
    mutationFn: (change: MemberChange) =>
      change === 'reset'
        ? client.team.resetPassword(memberId)
        : client.team.lock(memberId, change === 'lock'),
    ...steps,
  });
}
