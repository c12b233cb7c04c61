import { addSection } from '@tessera/i18n';
import * as records from '@tessera/i18n/records';
import { useTranslation } from 'react-i18next';

// The records texts ship with these lazy pages, not the first load: they join every i18next
// instance when this chunk loads, before any records page renders.
addSection('records', records);

/** The translation hook of the records pages (their texts are added by this module). */
export function useRecordsTexts() {
  return useTranslation();
}
