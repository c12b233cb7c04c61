import { useRouterState } from '@tanstack/react-router';
import { BalanceChip } from '@tessera/ui';
import { atom, useAtom } from 'jotai';
import { totalBalance, useBalance, useBalanceChanged } from '@tessera/site-shared/wallet/balance';
import { showsBalance } from './balance-visibility';

// Remembered for the visit, so the choice survives moving between pages.
const maskedAtom = atom(false);

/**
 * The member's whole balance (main plus game wallets: money a game took along never seems to
 * vanish) with show/hide and refresh; hidden on game pages (spec §2).
 */
export function HeaderBalance() {
  const balance = useBalance();
  const refresh = useBalanceChanged();
  const [masked, setMasked] = useAtom(maskedAtom);
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  if (!balance || !showsBalance(pathname)) return null;
  return (
    <BalanceChip
      amount={totalBalance(balance)}
      currency={balance.currency}
      symbol={balance.currencySymbol}
      demo={balance.demo}
      masked={masked}
      onMaskedChange={setMasked}
      onRefresh={refresh}
    />
  );
}
