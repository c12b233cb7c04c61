import { formatDateTime } from '@tessera/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useStartup } from '../startup/use-startup';

/**
 * Writes a platform time (an ISO instant, or a record's wall-clock time) the one way the site
 * shows dates: the reader's language and digits, in the merchant's time zone.
 */
export function useDateTime(): (value: string) => string {
  const { i18n } = useTranslation();
  const { timeZone } = useStartup().whitelabel;
  return useCallback(
    (value: string) => formatDateTime(value, i18n.language, timeZone),
    [i18n.language, timeZone],
  );
}
