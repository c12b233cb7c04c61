import { useNavigate } from '@tanstack/react-router';
import { Button, Modal } from '@tessera/ui';
import { useTranslation } from 'react-i18next';

/** A trial account tried a gated action: it needs a real account ('in_need_true_account'). */
export function RealAccountPrompt({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('shell.prompt')}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('shell.cancel')}
          </Button>
          <Button
            onClick={() => {
              onClose();
              void navigate({ to: '/register' });
            }}
          >
            {t('account.increaseSubmit')}
          </Button>
        </>
      }
    >
      <p>{t('account.needTrueAccount')}</p>
    </Modal>
  );
}
