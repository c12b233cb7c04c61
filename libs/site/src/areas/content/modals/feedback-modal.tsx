import { EmptyState, Modal } from '@tessera/ui';
import { useTranslation } from 'react-i18next';

/** Feedback and complaints: the popup shell; the form arrives with the member-centre work. */
export function FeedbackModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('modals.feedback')}
      description={t('modals.feedbackIntro')}
    >
      <EmptyState title={t('common.comingSoon')} hint={t('common.comingSoonHint')} />
    </Modal>
  );
}
