import { currencySignFirst, formatMoney, JackpotCounter } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import { useBrand } from '@tessera/site-shared/brand/brand-context';
import { useJackpot } from '../hooks/use-jackpot';
import { currencySymbol } from '../utils/currency-symbol';

/** The lobby's jackpot (spec §4, §9): two decimals in the reader's digits, the brand's symbol. */
export function Jackpot() {
  const { t, i18n } = useTranslation();
  const brand = useBrand();
  const minor = useJackpot();
  return (
    <JackpotCounter
      title={t('lobby.jackpotTitle')}
      amount={formatMoney(minor, i18n.language)}
      symbol={currencySymbol(brand.currency, i18n.language)}
      // The side the reader's language puts the sign on, as in the header's balance.
      symbolAt={currencySignFirst(brand.currency, i18n.language) ? 'start' : 'end'}
    />
  );
}
