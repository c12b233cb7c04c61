import { useRouterState } from '@tanstack/react-router';
import type { WalletBalance } from '@tessera/contract';
import { BalanceChip } from '@tessera/ui';
import { atom, useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect } from 'react';
import { memberAtom, useSession } from '../../session';
import { showsBalance } from './balance-visibility';

/** The member's last known balance; game cards read its currency symbol too. */
export const balanceAtom = atom<WalletBalance | null>(null);
// Remembered for the visit, so the choice survives moving between pages.
const maskedAtom = atom(false);

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

/** The member's balance with show/hide and refresh; hidden on game pages (spec §2). */
export function HeaderBalance() {
  const member = useAtomValue(memberAtom);
  const balance = useAtomValue(balanceAtom);
  const [masked, setMasked] = useAtom(maskedAtom);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const refresh = useRefreshBalance();
  useEffect(() => {
    if (member) void refresh();
  }, [member, refresh]);

  if (!balance || !showsBalance(pathname)) return null;
  return (
    <BalanceChip
      amount={balance.balance}
      currency={balance.currency}
      symbol={balance.currencySymbol}
      masked={masked}
      onMaskedChange={setMasked}
      onRefresh={refresh}
    />
  );
}
