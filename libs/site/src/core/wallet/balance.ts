import type { WalletBalance } from '@tessera/contract';
import { atom, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useSession } from '../session';

/** The member's last known balance; the header shows it, game cards read its currency symbol. */
export const balanceAtom = atom<WalletBalance | null>(null);

/**
 * Reloads the balance into the header from anywhere, e.g. when the game popup closes after a
 * round. A failed refresh keeps the last known balance on show; the next refresh tries again.
 */
export function useRefreshBalance(): () => Promise<void> {
  const { client } = useSession();
  const setBalance = useSetAtom(balanceAtom);
  return useCallback(
    () => client.wallet.balance().then(setBalance, () => undefined),
    [client, setBalance],
  );
}
