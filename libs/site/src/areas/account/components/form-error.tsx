import { useTranslation } from 'react-i18next';
import type { ShownError } from '../../../core/forms';
import styles from './account-form.module.css';

/** A failed reply, translated (with its values, e.g. minutes to wait), announced as it appears. */
export function FormError({ error }: { error: ShownError | null }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p role="alert" className={styles.error}>
      {t(error.key, error.values)}
    </p>
  );
}
