import { useMutation } from '@tanstack/react-query';
import { usePlatformClient } from '../platform-client/use-platform-client';
import { useBalanceChanged } from './balance';
import { newRequestId } from './request-id';

/**
 * Brings every game wallet's money back to the main wallet (the withdraw page's one action).
 * A fresh requestId per press is safe: a recall moves what is left, so pressing again after a
 * lost reply moves nothing twice. The balance (and what is keyed under it) is asked for again
 * however it ends.
 */
export function useRecallGameWallets() {
  const client = usePlatformClient();
  const balanceChanged = useBalanceChanged();
  return useMutation({
    mutationFn: () => client.wallet.recall(newRequestId()),
    onSettled: () => balanceChanged(),
  });
}
