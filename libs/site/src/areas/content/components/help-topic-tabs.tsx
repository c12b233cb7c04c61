import { useLocation, useNavigate } from '@tanstack/react-router';
import { EmptyState, Tabs } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import { useStartup } from '@tessera/site-shared/startup/use-startup';
import { SafeHtml } from '@tessera/site-shared/safe-html/safe-html';

/**
 * The merchant's help topics as tabs, the one in the address's hash open (`/help#tag`,
 * `/helpmc#tag`, spec §2); choosing a tab replaces the hash, so Back leaves the help.
 */
export function HelpTopicTabs({ path }: { path: '/help' | '/helpmc' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { helpTopics } = useStartup();
  const hash = useLocation({ select: (location) => location.hash });
  const current = helpTopics.find((topic) => topic.tag === hash) ?? helpTopics[0];
  if (!current) return <EmptyState title={t('modals.helpEmpty')} />;
  return (
    <Tabs
      label={t('modals.helpTopics')}
      wrap
      value={current.tag}
      onChange={(tag) => void navigate({ to: path, hash: tag, replace: true })}
      items={helpTopics.map((topic) => ({
        value: topic.tag,
        label: topic.title,
        content: <SafeHtml html={topic.content} />,
      }))}
    />
  );
}
