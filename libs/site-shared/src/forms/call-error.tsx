import { Link } from '@tanstack/react-router';
import { PlatformError } from '@tessera/sdk';
import { useTranslation } from 'react-i18next';
import styles from './call-error.module.css';
import { errorKey, errorValues } from './error-key';

/**
 * A platform refusal (or a failed call), translated and announced; nothing when there is none.
 * `message` replaces the catalogue text when the refusal's value says more. A trial account's
 * refusal (TRIAL_ACCOUNT) links to registration: demo money cannot do this, a real account can.
 */
export function CallError({ error, message }: { error: Error | null; message?: string }) {
  const { t } = useTranslation();
  if (!error) return null;
  const trial = error instanceof PlatformError && error.code === 'TRIAL_ACCOUNT';
  return (
    <p role="alert" className={styles.error}>
      {message ?? t(errorKey(error), errorValues(error))}
      {trial && (
        <>
          {' '}
          <Link to="/register" className={styles.link}>
            {t('account.signUpReal')}
          </Link>
        </>
      )}
    </p>
  );
}
