import { useTranslation } from 'react-i18next';
import shared from '../core/console.module.css';
import { formatDateTime } from '../core/format';
import styles from '../desk-kit/desk.module.css';
import { Card } from '../desk-kit/kit';
import { type Props } from './section-hooks';

export function ProfileFacts({ profile }: Props) {
  const { t, i18n } = useTranslation();
  const a = profile.account;
  const yesNo = (value: boolean) => t(value ? 'desks.verified' : 'desks.unverified');
  return (
    <Card title={t('desks.profile')} id="profile-title">
      <dl className={styles.facts}>
        <dt>{t('desks.username')}</dt>
        <dd>{a.username}</dd>
        <dt>{t('desks.nickname')}</dt>
        <dd>{a.nickname ?? '—'}</dd>
        <dt>{t('desks.mobile')}</dt>
        <dd>
          <span className={shared.mono}>{a.mobile ?? '—'}</span>{' '}
          {a.mobile && `(${yesNo(a.mobileVerified)})`}
        </dd>
        <dt>{t('desks.email')}</dt>
        <dd>
          {a.email ?? '—'} {a.email && `(${yesNo(a.emailVerified)})`}
        </dd>
        <dt>{t('desks.accountKind')}</dt>
        <dd>{t(a.agent ? 'desks.kindAgent' : 'desks.kindMember')}</dd>
        <dt>{t('desks.joined')}</dt>
        <dd>{formatDateTime(i18n.language, a.createdAt)}</dd>
        <dt>{t('desks.lastSignIn')}</dt>
        <dd>
          {formatDateTime(i18n.language, a.lastSignInAt) || '—'}{' '}
          <span className={shared.mono}>{a.lastSignInIp ?? ''}</span>
        </dd>
      </dl>
    </Card>
  );
}
