import { formatAmount } from '@tessera/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../brand/brand-context';
import { useBalance } from './balance';

/**
 * Formats integer minor units as the header's balance chip does: the interface language's
 * digits and grouping, the brand's currency, and the symbol the platform gives for it.
 */
export function useMoney(): (amount: number, currency?: string) => string {
  const { i18n } = useTranslation();
  const brand = useBrand();
  const balance = useBalance();
  return useCallback(
    (amount: number, currency = brand.currency) => {
      const symbol = balance?.currency === currency ? balance.currencySymbol : undefined;
      return formatAmount(amount, currency, i18n.language, symbol);
    },
    [i18n.language, brand.currency, balance],
  );
}
