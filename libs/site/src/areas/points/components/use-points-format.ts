import { dateTimeFormat, numberFormat } from '@tessera/i18n';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Formats a whole number of points in the reader's language (its digits and grouping). */
export function usePointsFormat(): (points: number) => string {
  const { i18n } = useTranslation();
  return useCallback(
    (points: number) => numberFormat(i18n.language).format(points),
    [i18n.language],
  );
}

/** A platform time as the reader's date and time. */
export function useTimeFormat(): (iso: string) => string {
  const { i18n } = useTranslation();
  return useCallback(
    (iso: string) =>
      dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(iso),
      ),
    [i18n.language],
  );
}
