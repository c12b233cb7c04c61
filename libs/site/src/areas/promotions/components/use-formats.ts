import { dateTimeFormat, numberFormat } from '@tessera/i18n';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Dates and percentages in the reader's language (money goes through `useMoney`). */
export function useFormats() {
  const { i18n } = useTranslation();
  const date = useCallback(
    (iso: string) => dateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso)),
    [i18n.language],
  );
  const percent = useCallback(
    (basisPoints: number) =>
      numberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 2 }).format(
        basisPoints / 10_000,
      ),
    [i18n.language],
  );
  const number = useCallback(
    (value: number) => numberFormat(i18n.language).format(value),
    [i18n.language],
  );
  return { date, percent, number };
}
