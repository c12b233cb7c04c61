import { useTranslation } from 'react-i18next';
import styles from './call-error.module.css';
import { errorKey } from './error-key';

/** A platform refusal (or a failed call), translated and announced; nothing when there is none. */
export function CallError({ error }: { error: Error | null }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p role="alert" className={styles.error}>
      {t(errorKey(error))}
    </p>
  );
}
