import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import shared from '../core/console.module.css';
import { formatDateTime } from '../core/format';
import { usePermissions, useSelf } from '../core/session';
import { DESKS } from './desks';
import { roleLabel } from './role-label';
import styles from './home-page.module.css';

export function HomePage() {
  const { t, i18n } = useTranslation();
  const self = useSelf();
  const can = usePermissions();
  const merchants = self.staff.merchants.all
    ? t('console.allMerchants')
    : self.staff.merchants.codes.join(', ');
  return (
    <div className={shared.page}>
      <div className={shared.pageHead}>
        <h1>{t('console.homeTitle', { name: self.staff.name })}</h1>
      </div>
      <p className={shared.intro}>{t('console.homeIntro')}</p>
      <dl className={shared.details}>
        <dt>{t('console.role')}</dt>
        <dd>{roleLabel(t, self.staff.role)}</dd>
        <dt>{t('console.merchants')}</dt>
        <dd>{merchants}</dd>
      </dl>
      <p className={shared.muted}>
        {t('console.homeSessionEnds', { time: formatDateTime(i18n.language, self.expiresAt) })}
      </p>
      <ul className={styles.cards}>
        {DESKS.filter((desk) => can(desk.permission)).map((desk) => (
          <li key={desk.to}>
            <Link to={desk.to} className={styles.card}>
              {t(`console.${desk.label}`)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
