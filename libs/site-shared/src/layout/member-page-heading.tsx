import { Link } from '@tanstack/react-router';
import { ChevronIcon } from '@tessera/ui';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import styles from './member-page-heading.module.css';

/** A member-centre page's heading, naming the page; phones also get a way back to the menu. */
export function MemberPageHeading({ title }: { title: ParseKeys }) {
  const { t } = useTranslation();
  return (
    <div className={styles.head}>
      <Link to="/member" className={styles.back}>
        <ChevronIcon direction="start" />
        {t('member.back')}
      </Link>
      <h1 className={styles.title}>{t(title)}</h1>
    </div>
  );
}
