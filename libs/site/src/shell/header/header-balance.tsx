import { useRouterState } from '@tanstack/react-router';
import { BalanceChip } from '@tessera/ui';
import { atom, useAtom, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { memberAtom } from '../../core/session';
import { balanceAtom, useRefreshBalance } from '../../core/wallet/balance';
import { showsBalance } from './balance-visibility';

// Remembered for the visit, so the choice survives moving between pages.
const maskedAtom = atom(false);

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
