import { Link } from '@tanstack/react-router';
import { Modal } from '@tessera/ui';
import { useTranslation } from 'react-i18next';

/** The welcome gift's dialog, with the way to sign up. */
export function GiftDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      onOpenChange={(next) => !next && onClose()}
      title={t('modals.gift')}
      size="sm"
      footer={
        <Link to="/register" className="button-link" onClick={onClose}>
          {t('shell.register')}
        </Link>
      }
    >
      <p>{t('modals.giftBody')}</p>
    </Modal>
  );
}
