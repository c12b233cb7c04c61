import { SECRET_TRY_LIMIT } from '@tessera/contract';
import { dateTimeFormat } from '@tessera/i18n';
import { useTranslation } from 'react-i18next';
import styles from './cashier-forms.module.css';

export interface PasswordTriesProps {
  /** Wrong withdrawal passwords still allowed before the lock. */
  triesLeft: number;
  /** ISO time the lock ends; null when not locked. */
  lockedUntil: string | null;
}

/**
 * Under the withdrawal password: after a wrong one, how many tries are left; while locked, when
 * it may be tried again (in the reader's language and time zone). Nothing before any mistake.
 */
export function PasswordTries({ triesLeft, lockedUntil }: PasswordTriesProps) {
  const { t, i18n } = useTranslation();
  if (lockedUntil) {
    const time = dateTimeFormat(i18n.language, { timeStyle: 'short' }).format(
      new Date(lockedUntil),
    );
    return (
      <p role="status" className={styles.error}>
        {t('cashier.passwordLockedUntil', { time })}
      </p>
    );
  }
  if (triesLeft >= SECRET_TRY_LIMIT) return null;
  return (
    <p role="status" className={styles.muted}>
      {t('cashier.triesLeft', { count: triesLeft })}
    </p>
  );
}
