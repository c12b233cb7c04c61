import { useTranslation } from 'react-i18next';
import { errorKey } from '../../../core/forms';
import styles from './cashier-forms.module.css';

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
