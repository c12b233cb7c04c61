import { addSection, records } from '@tessera/i18n/lazy';
import { useTranslation } from 'react-i18next';

/**
 * Adds the records texts (which ship with these lazy pages, not the first load) before the page
 * reads them; every records page calls it first. Adding twice does nothing.
 */
export function useRecordsTexts() {
  const translation = useTranslation();
  addSection(translation.i18n, 'records', records);
  return translation;
}
