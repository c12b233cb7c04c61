import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import shared from '../core/console.module.css';
import styles from '../desk-kit/desk.module.css';
import { Card } from '../desk-kit/kit';
import { type Props } from './section-hooks';

export function AgentPlace({ profile }: Props) {
  const { t } = useTranslation();
  return (
    <Card title={t('desks.agentTree')} id="tree-title">
      {profile.uplines.length === 0 ? (
        <p className={styles.meta}>{t('desks.noUpline')}</p>
      ) : (
        <ol className={styles.list} aria-label={t('desks.uplineChain')}>
          {profile.uplines.map((up) => (
            <li key={up.id} className={styles.listItem}>
              <span>
                {t('desks.uplineDepth', { depth: up.depth })}:{' '}
                <Link to="/players/$id" params={{ id: up.id }}>
                  {up.username}
                </Link>{' '}
                <span className={shared.muted}>#{up.id}</span>
              </span>
            </li>
          ))}
        </ol>
      )}
      <p className={styles.meta}>
        {t(profile.account.agent ? 'desks.isAgent' : 'desks.isMember', {
          name: profile.account.username,
        })}
      </p>
    </Card>
  );
}
