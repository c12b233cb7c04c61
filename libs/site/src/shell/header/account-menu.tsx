import { Link } from '@tanstack/react-router';
import { Badge, PersonIcon } from '@tessera/ui';
import { useSetAtom } from 'jotai';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useGatedAction } from '@tessera/site-account';
import { siteModalAtom } from '@tessera/site-shared/modals/modal-state';
import { useBadgeCounts, type BadgeCounts } from '@tessera/site-shared/badges';
import { useIsAgent } from '@tessera/site-shared/session';
import styles from './member-area.module.css';

/** Account pages of the member centre, in the order of the account menu (spec §2). */
const ACCOUNT_PAGES = [
  { path: '/member/personal-history-copy', label: 'shell.bettingRecord' },
  { path: '/member/transaction-history', label: 'shell.accountRecord' },
  { path: '/member/personal-profit', label: 'shell.personalLoss' },
  { path: '/member/reward-center', label: 'shell.rewardCenter', badge: 'rewards' },
  { path: '/member/message-v2', label: 'shell.messages', badge: 'messages' },
  { path: '/member/security-center', label: 'shell.myAccount' },
] as const satisfies readonly { path: string; label: string; badge?: keyof BadgeCounts }[];

/** The signed-in member's menu: records, account, agent centre (agents only), sign out. */
export function AccountMenu({ memberName }: { memberName: string }) {
  const { t } = useTranslation();
  const isAgent = useIsAgent();
  const counts = useBadgeCounts();
  const openModal = useSetAtom(siteModalAtom);
  const gate = useGatedAction();
  const details = useRef<HTMLDetailsElement>(null);
  // A choice closes the menu: on a phone it would otherwise stay open over the page it opened.
  const close = () => details.current?.removeAttribute('open');
  return (
    <details className={styles.account} ref={details}>
      <summary className={`button-link secondary ${styles.accountButton}`}>
        <PersonIcon />
        <span className={styles.accountLabel}>{t('shell.accountMenu')}</span>
        <span className={styles.accountCount}>
          <Badge count={counts.messages} />
        </span>
      </summary>
      <ul className={styles.menu} onClick={close}>
        {/* The header drops the name below 1200 px; here it still says who is signed in. */}
        <li className={styles.menuName}>{memberName}</li>
        {/* A phone's header has no room for the Deposit and Withdraw buttons: they come first here. */}
        <li className={styles.phoneOnly}>
          <Link to="/member/deposit-v2" onClick={gate}>
            {t('shell.deposit')}
          </Link>
        </li>
        <li className={styles.phoneOnly}>
          <Link to="/member/withdraw" onClick={gate}>
            {t('shell.withdraw')}
          </Link>
        </li>
        {ACCOUNT_PAGES.map((item) => (
          <li key={item.path}>
            <Link to={item.path}>
              {t(item.label)}
              {'badge' in item && counts[item.badge] > 0 && (
                <>
                  {' '}
                  <Badge count={counts[item.badge]} />
                </>
              )}
            </Link>
          </li>
        ))}
        <li>
          <Link to="/member">{t('pages.member')}</Link>
        </li>
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
