import { Link } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { siteModalAtom } from '../../modals/modal-state';
import { loggedInAtom } from '../../session';
import styles from './member-area.module.css';

/** Account pages of the member centre, in the order of the account menu (spec §2). */
const ACCOUNT_PAGES = [
  { page: 'personalHistoryCopy', label: 'shell.bettingRecord' },
  { page: 'transactionHistory', label: 'shell.accountRecord' },
  { page: 'personalProfit', label: 'shell.personalLoss' },
  { page: 'rewardCenter', label: 'shell.rewardCenter' },
  { page: 'securityCenter', label: 'shell.myAccount' },
] as const;

/** Log in and sign up for visitors; shortcuts, account menu and sign-out for members. */
export function MemberArea() {
  const { t } = useTranslation();
  const loggedIn = useAtomValue(loggedInAtom);
  const openModal = useSetAtom(siteModalAtom);

  if (!loggedIn) {
    return (
      <div className={styles.area}>
        <Link to="/login" className="button-link secondary">
          {t('shell.login')}
        </Link>
        <Link to="/register" className="button-link">
          {t('shell.register')}
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.area}>
      <Link
        to="/member"
        search={{ page: 'depositv2' }}
        className={`button-link ${styles.shortcut}`}
      >
        {t('shell.deposit')}
      </Link>
      <Link
        to="/member"
        search={{ page: 'withdraw' }}
        className={`button-link secondary ${styles.shortcut}`}
      >
        {t('shell.withdraw')}
      </Link>
      <details className={styles.account}>
        <summary className="button-link secondary">{t('shell.accountMenu')}</summary>
        <ul className={styles.menu}>
          {ACCOUNT_PAGES.map((item) => (
            <li key={item.page}>
              <Link to="/member" search={{ page: item.page }}>
                {t(item.label)}
              </Link>
            </li>
          ))}
          <li>
            <button type="button" onClick={() => openModal({ kind: 'logout' })}>
              {t('shell.logout')}
            </button>
          </li>
        </ul>
      </details>
    </div>
  );
}
