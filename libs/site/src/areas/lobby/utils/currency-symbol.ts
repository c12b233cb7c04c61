import { numberFormat } from '@tessera/i18n';

/**
 * The short sign of `currency` as `language` writes it ("৳" for BDT, "₱" for PHP), or the code
 * itself where Intl has no sign. Shown beside amounts formatted on their own (jackpot, winners).
 */
export function currencySymbol(currency: string, language: string): string {
  try {
    const parts = numberFormat(language, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
    }).formatToParts(0);
    return parts.find((part) => part.type === 'currency')?.value ?? currency;
  } catch {
    // An unknown language tag: the code is still understood.
    return currency;
  }
}
