import { useLocation, useNavigate } from '@tanstack/react-router';
import { EmptyState, Modal, Tabs } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import { useStartup } from '../../../core/startup/use-startup';
import { SafeHtml } from '../../../core/safe-html/safe-html';

/** /help and /help#tag: the help centre over the home, opened at the tag's topic (spec §2). */
export function HelpModalRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { helpTopics } = useStartup();
  const hash = useLocation({ select: (location) => location.hash });
  const current = helpTopics.find((topic) => topic.tag === hash) ?? helpTopics[0];

  return (
    <Modal
      open
      onOpenChange={(open) => !open && void navigate({ to: '/' })}
      title={t('modals.help')}
      size="lg"
    >
      {current ? (
        <Tabs
          label={t('modals.helpTopics')}
          value={current.tag}
          onChange={(tag) => void navigate({ to: '/help', hash: tag, replace: true })}
          items={helpTopics.map((topic) => ({
            value: topic.tag,
            label: topic.title,
            content: <SafeHtml html={topic.content} />,
          }))}
        />
      ) : (
        <EmptyState title={t('modals.helpEmpty')} />
      )}
    </Modal>
  );
}
