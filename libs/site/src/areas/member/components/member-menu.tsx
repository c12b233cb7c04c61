import { Link } from '@tanstack/react-router';
import { Badge } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import {
  useBadgeCounts,
  useReferralMenuVisible,
  type BadgeCounts,
} from '@tessera/site-shared/badges';
import { MEMBER_GROUPS, MEMBER_PAGES, memberPageLabel, type MemberPageName } from '../member-pages';
import styles from './member-menu.module.css';

export interface MemberMenuProps {
  /** `side`: the desktop column beside a page; `page`: the phone's whole-screen menu (/member). */
  variant: 'side' | 'page';
}

/** Pages whose entry carries a count (spec §2: rewards, missions, messages; draw tickets). */
const BADGES: Partial<Record<MemberPageName, keyof BadgeCounts>> = {
  rewardCenter: 'rewards',
  missionLeaderboard: 'missions',
  luckyDraw: 'draws',
  messageV2: 'messages',
};

/**
 * Every member-centre page by group, with the counts of rewards, missions and messages; invite
 * friends only where the referral menu shows (spec §6). The current page is marked
 * (aria-current) by the router.
 */
export function MemberMenu({ variant }: MemberMenuProps) {
  const { t } = useTranslation();
  const counts = useBadgeCounts();
  const referral = useReferralMenuVisible();
  return (
    <nav aria-label={t('member.menu')} className={`${styles.menu} ${styles[variant]}`}>
      {MEMBER_GROUPS.map(({ group, label }) => (
        <section key={group} aria-labelledby={`member-group-${variant}-${group}`}>
          <h2 id={`member-group-${variant}-${group}`} className={styles.group}>
            {t(label)}
          </h2>
          <ul className={styles.list}>
            {MEMBER_PAGES.filter(
              (entry) => entry.group === group && (entry.page !== 'referral' || referral),
            ).map((entry) => {
              const badge = BADGES[entry.page];
              return (
                <li key={entry.page}>
                  <Link to={entry.path} className={styles.item}>
                    {t(memberPageLabel(entry.page))}
                    {badge && counts[badge] > 0 && (
                      <>
                        {' '}
                        <Badge count={counts[badge]} />
                      </>
                    )}
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </nav>
  );
}
