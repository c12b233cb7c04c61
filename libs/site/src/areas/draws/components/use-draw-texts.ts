import { dateTimeFormat, numberFormat } from '@tessera/i18n';
import { useTranslation } from 'react-i18next';
import { errorKey, errorValues } from '@tessera/site-shared/forms';
import { useMoney } from '@tessera/site-shared/wallet/use-money';

/**
 * The translation hook of the lucky draws, with money, percentages and a refusal's message. The
 * draws' texts and refusals come with the page (`withTexts(['draws'])` in lazy-screens.ts).
 */
export function useDrawTexts() {
  const translation = useTranslation();
  const { t, i18n } = translation;
  const money = useMoney();
  const percent = numberFormat(i18n.language, { maximumFractionDigits: 2 });
  return {
    ...translation,
    money,
    /** A prize as the reader sees it: its amount, or "No prize". */
    prize: (amount: number) => (amount > 0 ? money(amount) : t('draws.nothingPrize')),
    percent: (value: number) => `${percent.format(value)}%`,
    problem: (error: unknown) => t(errorKey(error), errorValues(error)),
    time: (iso: string) =>
      dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(iso),
      ),
  };
}
