import { useMutation } from '@tanstack/react-query';
import type { SetWithdrawalPasswordRequest, WithdrawalRequest } from '@tessera/contract';
import { usePlatformClient } from '../../../core/platform-client/use-platform-client';
import { useBalanceChanged } from '../../../core/wallet/balance';

/** Requests a withdrawal; the amount is held at once, so the available balance is reloaded. */
export function useRequestWithdrawal() {
  const client = usePlatformClient();
  const balanceChanged = useBalanceChanged();
  return useMutation({
    mutationFn: (req: WithdrawalRequest) => client.cashier.requestWithdrawal(req),
    onSuccess: () => balanceChanged(),
  });
}

/** Sets the first withdrawal password (no query shows it, so nothing to invalidate). */
export function useSetWithdrawalPassword() {
  const client = usePlatformClient();
  return useMutation({
    mutationFn: (req: SetWithdrawalPasswordRequest) => client.cashier.setWithdrawalPassword(req),
  });
}
