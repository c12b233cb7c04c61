import { addSection } from '@tessera/i18n';
import * as security from '@tessera/i18n/security';
import * as securityErrors from '@tessera/i18n/security-errors';
import { useTranslation } from 'react-i18next';
import { errorKey, errorValues } from '../../../../core/forms';

// The security centre's texts and refusals ship with its lazy page, not the first load: they
// join every i18next instance when this chunk loads, before the page renders.
addSection('security', security);
addSection('errors', securityErrors);

/** The translation hook of the security centre, with a refusal's message and a date formatter. */
export function useSecurityTexts() {
  const translation = useTranslation();
  const { t, i18n } = translation;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return {
    ...translation,
    /** The reader's words for a failed call. */
    problem: (error: unknown) => t(errorKey(error), errorValues(error)),
    /** An ISO time as the reader writes dates. */
    time: (iso: string) => when.format(new Date(iso)),
  };
}
