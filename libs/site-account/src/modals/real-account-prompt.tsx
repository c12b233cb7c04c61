import { useNavigate } from '@tanstack/react-router';
import { ConfirmDialog } from '@tessera/ui';
import { useTranslation } from 'react-i18next';

/** A trial account tried a gated action: it needs a real account ('in_need_true_account'). */
export function RealAccountPrompt({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('shell.prompt')}
      message={t('account.needTrueAccount')}
      confirmLabel={t('account.increaseSubmit')}
      cancelLabel={t('shell.cancel')}
      onConfirm={() => {
        onClose();
        void navigate({ to: '/register' });
      }}
    />
  );
}
