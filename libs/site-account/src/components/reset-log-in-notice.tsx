import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import styles from './account-form.module.css';

export interface ResetLogInNoticeProps {
  /** The login will ask for the authenticator's code (else it checks this device). */
  twoFactor: boolean;
  /** Runs as the player follows the link (the forgot dialog closes itself). */
  onLogIn?: () => void;
}

/**
 * After a reset that set the password but did not sign in: a further step is due (two-factor,
 * or an unfamiliar device), which only the login asks for, so the player is sent there.
 */
export function ResetLogInNotice({ twoFactor, onLogIn }: ResetLogInNoticeProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.form}>
      <p role="status">
        {t(twoFactor ? 'account.resetLogInTwoFactor' : 'account.resetLogInVerify')}
      </p>
      <Link to="/login" onClick={onLogIn}>
        {t('login.submit')}
      </Link>
    </div>
  );
}
