import { useTranslation } from 'react-i18next';
import { shownError } from '@tessera/site-shared/forms';
import styles from './account-form.module.css';

/** A failed reply, translated (with its values, e.g. minutes to wait), announced as it appears. */
export function FormError({ error }: { error: Error | null }) {
  const { t } = useTranslation();
  if (!error) return null;
  const shown = shownError(error);
  return (
    <p role="alert" className={styles.error}>
      {t(shown.key, shown.values)}
    </p>
  );
}
