import { useMutation } from '@tanstack/react-query';
import type { SetWithdrawalPasswordRequest, WithdrawalRequest } from '@tessera/contract';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { useBalanceChanged } from '@tessera/site-shared/wallet/balance';
import { useOverviewChanged } from './withdrawal-overview';

/**
 * Requests a withdrawal; the amount is held at once, so the available balance (and the overview
 * under it) is reloaded. A refusal reloads the overview too: a wrong password spends a try, a
 * turnover refusal says what remains.
 */
export function useRequestWithdrawal() {
  const client = usePlatformClient();
  const balanceChanged = useBalanceChanged();
  const overviewChanged = useOverviewChanged();
  return useMutation({
    mutationFn: (req: WithdrawalRequest) => client.cashier.requestWithdrawal(req),
    onSuccess: () => balanceChanged(),
    onError: () => overviewChanged(),
  });
}

/** Sets the first withdrawal password; the overview then says it is set. */
export function useSetWithdrawalPassword() {
  const client = usePlatformClient();
  const overviewChanged = useOverviewChanged();
  return useMutation({
    mutationFn: (req: SetWithdrawalPasswordRequest) => client.cashier.setWithdrawalPassword(req),
    onSuccess: () => overviewChanged(),
  });
}
