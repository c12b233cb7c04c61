import { useQuery } from '@tanstack/react-query';
import { EmptyState, Skeleton } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { SafeHtml } from '@tessera/site-shared/safe-html/safe-html';
import { announcementsQuery } from '../../api/team-queries';
import { AgentPageHeading } from '../../shell/agent-page-heading';
import { QueryFailed } from '../components/query-failed';
import styles from './team-pages.module.css';

/** /agentHome/agentAnnouncement: the merchant's announcements for agents, newest first. */
export function AnnouncementsPage() {
  const { t, i18n } = useTranslation();
  const client = usePlatformClient();
  const list = useQuery(announcementsQuery(client, i18n.language));
  const body = () => {
    if (list.isError) return <QueryFailed query={list} />;
    if (!list.data)
      return (
        <div role="status" aria-label={t('agent.announcement')} className={styles.list}>
          <span className="visually-hidden">{t('common.loading')}</span>
          <Skeleton shape="block" height={96} />
          <Skeleton shape="block" height={96} />
        </div>
      );
    if (list.data.list.length === 0) return <EmptyState title={t('agent.emptyAnnouncements')} />;
    return (
      <ul className={styles.list}>
        {list.data.list.map((item) => (
          <li key={item.id}>
            <article className={styles.announcement}>
              <h2>{item.title}</h2>
              <p className={styles.muted}>
                <time>{item.time}</time>
              </p>
              <SafeHtml html={item.content} />
            </article>
          </li>
        ))}
      </ul>
    );
  };
  return (
    <div className={styles.page}>
      <AgentPageHeading title="agent.announcement" />
      {body()}
    </div>
  );
}
