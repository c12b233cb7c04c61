import { Link } from '@tanstack/react-router';
import { Modal } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import { useLoggedIn } from '@tessera/site-shared/session';
import { FeedbackForm } from '../components/feedback-form';

/** Feedback and complaints (footer): the form for a member; a visitor is asked to log in. */
export function FeedbackModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const loggedIn = useLoggedIn();
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('modals.feedback')}
      description={t('modals.feedbackIntro')}
      fullScreenOnPhone
    >
      {loggedIn ? (
        <FeedbackForm />
      ) : (
        <p>
          <Link to="/login" onClick={onClose}>
            {t('feedback.loginFirst')}
          </Link>
        </p>
      )}
    </Modal>
  );
}
