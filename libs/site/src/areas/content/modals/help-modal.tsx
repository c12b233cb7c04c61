import { useNavigate } from '@tanstack/react-router';
import { Modal } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import { HelpTopicTabs } from '../components/help-topic-tabs';

/** /help and /help#tag: the help centre over the home, opened at the tag's topic (spec §2). */
export function HelpModalRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Modal
      open
      onOpenChange={(open) => !open && void navigate({ to: '/' })}
      title={t('modals.help')}
      size="lg"
    >
      <HelpTopicTabs path="/help" />
    </Modal>
  );
}
