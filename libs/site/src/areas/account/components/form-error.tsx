import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import styles from './account-form.module.css';

/** A failed reply, translated, announced as it appears. */
export function FormError({ error }: { error: ParseKeys | null }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p role="alert" className={styles.error}>
      {t(error)}
    </p>
  );
}
