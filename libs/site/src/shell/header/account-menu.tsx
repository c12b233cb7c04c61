import { Link } from '@tanstack/react-router';
import { PersonIcon } from '@tessera/ui';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { siteModalAtom } from '../../core/modals/modal-state';
import { useIsAgent } from '../../core/session';
import styles from './member-area.module.css';

/** Account pages of the member centre, in the order of the account menu (spec §2). */
const ACCOUNT_PAGES = [
  { page: 'personalHistoryCopy', label: 'shell.bettingRecord' },
  { page: 'transactionHistory', label: 'shell.accountRecord' },
  { page: 'personalProfit', label: 'shell.personalLoss' },
  { page: 'rewardCenter', label: 'shell.rewardCenter' },
  { page: 'securityCenter', label: 'shell.myAccount' },
] as const;

/** The signed-in member's menu: records, account, agent centre (agents only), sign out. */
export function AccountMenu({ memberName }: { memberName: string }) {
  const { t } = useTranslation();
  const isAgent = useIsAgent();
  const openModal = useSetAtom(siteModalAtom);
  return (
    <details className={styles.account}>
      <summary className={`button-link secondary ${styles.accountButton}`}>
        <PersonIcon />
        <span className={styles.accountLabel}>{t('shell.accountMenu')}</span>
      </summary>
      <ul className={styles.menu}>
        {/* The header drops the name on a narrow phone; here it still says who is signed in. */}
        <li className={styles.menuName}>{memberName}</li>
        {ACCOUNT_PAGES.map((item) => (
          <li key={item.page}>
            <Link to="/member" search={{ page: item.page }}>
              {t(item.label)}
            </Link>
          </li>
        ))}
        {isAgent && (
          <li>
            <Link to="/agentHome">{t('shell.agentCentre')}</Link>
          </li>
        )}
        <li>
          <button
            type="button"
            onClick={() => openModal({ kind: 'changePassword', forced: false })}
          >
            {t('account.changeTitle')}
          </button>
        </li>
        <li>
          <button type="button" onClick={() => openModal({ kind: 'logout' })}>
            {t('shell.logout')}
          </button>
        </li>
      </ul>
    </details>
  );
}
