import { useTranslation } from 'react-i18next';

/**
 * The translation hook of the records pages. Their texts come with the pages (`withTexts` in
 * `lazy-screens.ts`): a component using it renders inside one of them.
 */
export function useRecordsTexts() {
  return useTranslation();
}
