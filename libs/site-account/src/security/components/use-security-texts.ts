import { dateTimeFormat } from '@tessera/i18n';
import { useTranslation } from 'react-i18next';
import { errorKey, errorValues } from '@tessera/site-shared/forms';

/**
 * The translation hook of the security centre, with a refusal's message and a date formatter.
 * Its texts and refusals come with the page (`withTexts(['security', ...])` in lazy-screens.ts).
 */
export function useSecurityTexts() {
  const translation = useTranslation();
  const { t, i18n } = translation;
  const when = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return {
    ...translation,
    /** The reader's words for a failed call. */
    problem: (error: unknown) => t(errorKey(error), errorValues(error)),
    /** An ISO time as the reader writes dates. */
    time: (iso: string) => when.format(new Date(iso)),
  };
}
