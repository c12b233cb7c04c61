import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { MEMBER_GROUPS, MEMBER_PAGES, memberPageLabel } from '../member-pages';
import styles from './member-menu.module.css';

export interface MemberMenuProps {
  /** `side`: the desktop column beside a page; `page`: the phone's whole-screen menu (/member). */
  variant: 'side' | 'page';
}

/** Every member-centre page by group; the current one is marked (aria-current) by the router. */
export function MemberMenu({ variant }: MemberMenuProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('member.menu')} className={`${styles.menu} ${styles[variant]}`}>
      {MEMBER_GROUPS.map(({ group, label }) => (
        <section key={group} aria-labelledby={`member-group-${variant}-${group}`}>
          <h2 id={`member-group-${variant}-${group}`} className={styles.group}>
            {t(label)}
          </h2>
          <ul className={styles.list}>
            {MEMBER_PAGES.filter((entry) => entry.group === group).map((entry) => (
              <li key={entry.page}>
                <Link to={entry.path} className={styles.item}>
                  {t(memberPageLabel(entry.page))}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
