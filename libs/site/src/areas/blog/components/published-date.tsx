import { dateTimeFormat } from '@tessera/i18n';
import { useTranslation } from 'react-i18next';

/** "Published 4 March 2026" in the reader's language. */
export function PublishedDate({ iso }: { iso: string }) {
  const { t, i18n } = useTranslation();
  const date = dateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(iso));
  return <time dateTime={iso}>{t('blog.published', { date })}</time>;
}
