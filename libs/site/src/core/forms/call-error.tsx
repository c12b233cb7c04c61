import { useTranslation } from 'react-i18next';
import styles from './call-error.module.css';
import { errorKey } from './error-key';

/**
 * A platform refusal (or a failed call), translated and announced; nothing when there is none.
 * `message` replaces the catalogue text when the refusal's value says more.
 */
export function CallError({ error, message }: { error: Error | null; message?: string }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p role="alert" className={styles.error}>
      {message ?? t(errorKey(error))}
    </p>
  );
}
