import { Link } from '@tanstack/react-router';
import { memberDisplayName } from '@tessera/domain';
import { useTranslation } from 'react-i18next';
import { useGatedAction } from '@tessera/site-account';
import { useMember } from '@tessera/site-shared/session';
import { AccountMenu } from './account-menu';
import { HeaderBalance } from './header-balance';
import { MessagesLink } from './messages-link';
import styles from './member-area.module.css';

/** Log in and sign up for visitors; name, balance, shortcuts and account menu for members. */
export function MemberArea() {
  const { t } = useTranslation();
  const member = useMember();
  const gate = useGatedAction();

  if (!member) {
    return (
      <div className={styles.area}>
        <Link to="/login" className={`button-link secondary ${styles.visitor}`}>
          {t('shell.login')}
        </Link>
        <Link to="/register" className={`button-link ${styles.visitor}`}>
          {t('shell.register')}
        </Link>
      </div>
    );
  }
  const name = memberDisplayName(member);
  return (
    <div className={styles.area}>
      <span className={styles.name} data-testid="member-name">
        {name}
      </span>
      <HeaderBalance />
      <Link to="/member/deposit-v2" className={`button-link ${styles.shortcut}`} onClick={gate}>
        {t('shell.deposit')}
      </Link>
      <Link
        to="/member/withdraw"
        className={`button-link secondary ${styles.shortcut}`}
        onClick={gate}
      >
        {t('shell.withdraw')}
      </Link>
      <MessagesLink />
      <AccountMenu memberName={name} />
    </div>
  );
}
