import { useRouterState } from '@tanstack/react-router';
import { BalanceChip } from '@tessera/ui';
import { atom, useAtom } from 'jotai';
import { useBalance, useBalanceChanged } from '../../core/wallet/balance';
import { showsBalance } from './balance-visibility';

// Remembered for the visit, so the choice survives moving between pages.
const maskedAtom = atom(false);

/** The member's balance with show/hide and refresh; hidden on game pages (spec §2). */
export function HeaderBalance() {
  const balance = useBalance();
  const refresh = useBalanceChanged();
  const [masked, setMasked] = useAtom(maskedAtom);
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  if (!balance || !showsBalance(pathname)) return null;
  return (
    <BalanceChip
      amount={balance.balance}
      currency={balance.currency}
      symbol={balance.currencySymbol}
      demo={balance.demo}
      masked={masked}
      onMaskedChange={setMasked}
      onRefresh={refresh}
    />
  );
}
