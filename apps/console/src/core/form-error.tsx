import { useTranslation } from 'react-i18next';
import { errorText } from './errors';
import styles from './console.module.css';

/** A failed call's message under a form, read out when it appears. */
export function FormError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p role="alert" className={styles.formError}>
      {errorText(t, error)}
    </p>
  );
}
